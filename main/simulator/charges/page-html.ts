import { escapeHtml } from '../../../shared/escape-html';

/*
 * The simulated issuer's and wallet's pages are plain HTML forms: no script, so they work in
 * the app's authentication window (no preload, no Node) and in any browser a tester opens.
 */

/** A whole document around `body`, which must already be escaped. */
export function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
button { font-size: 1rem; padding: 0.6rem 1.2rem; margin: 0.5rem 0.5rem 0 0; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

/**
 * A form posting back to the page's own address (no `action`), with the given hidden fields
 * and one submit button per choice; the pressed button's `outcome` is sent with them.
 */
export function choiceForm(
  fields: Readonly<Record<string, string>>,
  choices: readonly { readonly outcome: string; readonly label: string }[],
): string {
  const hidden = Object.entries(fields).map(
    ([name, value]) =>
      `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  );
  const buttons = choices.map(
    ({ outcome, label }) =>
      `<button type="submit" name="outcome" value="${escapeHtml(outcome)}">${escapeHtml(label)}</button>`,
  );
  return `<form method="post">\n${[...hidden, ...buttons].join('\n')}\n</form>`;
}

/** What the customer sees when nothing is left to do here. */
export function messagePageHtml(title: string, message: string): string {
  return pageHtml(title, `<p>${escapeHtml(message)}</p>`);
}
