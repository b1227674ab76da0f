import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * A payment method is a row in the methods' table (shared/flows/payment-methods.ts), and every
 * place that must handle each method is a total Record over the table's kinds (or a text
 * looked up by the kind). This adds a throwaway method, with a customer action of its own, to
 * the sources as the compiler reads them and checks that the compiler then names each place:
 * a table that went back to a Partial, an array or a Set<string> would let it through.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const source = (file: string) => path.join(root, file);

const table = source('shared/flows/payment-methods.ts');
const rowsStart = 'export const paymentMethods = {\n';
const throwawayRow = `  throwaway_sale: method({
    paymentType: 'paidy',
    sells: () => false,
    paidIsFinal: false,
    hasDeadline: false,
    refundsAtService: true,
    customerAction: 'throwaway_action',
    brand: null,
  }),
`;
const actions = source('shared/flows/flow-progress.ts');
const actionsStart = "export const customerAction = z.discriminatedUnion('type', [\n";
const throwawayAction = "  z.strictObject({ type: z.literal('throwaway_action') }),\n";

/** Where a new method must be handled, each named by the compiler once the row is added. */
const placesOfAMethod = [
  // Its flow in main.
  'main/flows/engine/flow-registry.ts',
  // Its screen, its function key and its customer's action at the counter.
  'renderer/features/sale/sale-entry-screens.ts',
  'renderer/features/sale/sale-methods.ts',
  'renderer/features/charge-progress/customer-action-views.ts',
  // Its words: the picker's, the progress screen's, the board's and an operation's name.
  'renderer/features/sale/method-picker.tsx',
  'renderer/features/charge-progress/step-text.ts',
  'renderer/features/open-payments/open-payments-screen.tsx',
  'renderer/features/review/review-screen.tsx',
  // What the customer display and the open-payments board make of its action.
  'main/core/customer-sale-view.ts',
  'renderer/features/open-payments/payment-brand.ts',
];

function project(config: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(source(config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (parsed === undefined) throw new Error(`${config} could not be read`);
  return parsed;
}

/** The test project's options cover main's and the renderer's files alike (DOM, Node, JSX). */
function compilerOptions(): ts.CompilerOptions {
  // The sources themselves are checked, not the references' declarations.
  return {
    ...project('test/tsconfig.json').options,
    rootDir: root,
    composite: false,
    declaration: false,
    incremental: false,
    noEmit: true,
  };
}

function messagesOf(diagnostics: readonly ts.Diagnostic[]): string[] {
  return diagnostics.map(({ messageText }) => ts.flattenDiagnosticMessageText(messageText, '\n'));
}

function inserted(text: string, at: string, addition: string): string {
  if (!text.includes(at)) throw new Error(`The fixture's anchor moved: ${at}`);
  return text.replace(at, at + addition);
}

/** The files among `files` the compiler reports an error in, with a throwaway method added. */
function filesWithErrors(files: readonly string[]): string[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => {
    const text = readFile(fileName);
    if (text === undefined) return text;
    if (path.resolve(fileName) === table) return inserted(text, rowsStart, throwawayRow);
    if (path.resolve(fileName) === actions) return inserted(text, actionsStart, throwawayAction);
    return text;
  };
  // Every file of main and the renderer, so their global declarations (the typed i18n keys)
  // hold; only the files asked about are checked.
  const rootNames = ['main/tsconfig.json', 'renderer/tsconfig.json'].flatMap(
    (config) => project(config).fileNames,
  );
  const program = ts.createProgram({ rootNames, options, host });
  const checked = [table, actions].map((file) => program.getSourceFile(file));
  // The fixture itself must compile, or every error below could be the fixture's own.
  for (const file of checked) expect(messagesOf(program.getSemanticDiagnostics(file))).toEqual([]);
  return files.filter((file) => {
    const sourceFile = program.getSourceFile(source(file));
    if (sourceFile === undefined) throw new Error(`${file} is not in the program`);
    return program.getSemanticDiagnostics(sourceFile).length > 0;
  });
}

describe('adding a payment method', () => {
  it('fails the type check in every place that must handle the new method', () => {
    expect(filesWithErrors(placesOfAMethod)).toEqual(placesOfAMethod);
  }, 300_000);
});
