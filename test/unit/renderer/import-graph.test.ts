import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The renderer's modules import one another without circles: a screen table that
 * imports the features while a feature imports the table back makes every change to one a
 * change to the other, and an evaluation order that depends on which file is read first.
 * Type-only imports count too, since they tie the files together for a reader all the same.
 */

const renderer = path.resolve(import.meta.dirname, '../../../renderer');

function sourceFiles(): string[] {
  return readdirSync(renderer, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The renderer files a module imports, by the TypeScript scanner's reading of its imports. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .flatMap((base) => [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    .filter((candidate) => candidate.startsWith(renderer) && existsSync(candidate));
}

/** Each circle once, as the files along it, found by a depth-first walk. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push(trail.slice(at).map((entry) => path.relative(renderer, entry)));
      return;
    }
    if (done.has(file)) return;
    trail.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    trail.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe("the renderer's imports", () => {
  it('form no circle', () => {
    const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });

  it('are found through a circle when one exists', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
    ]);
    expect(circles(graph)).toHaveLength(1);
  });
});
