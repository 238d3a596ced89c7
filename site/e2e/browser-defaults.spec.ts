import { expect, test } from '@playwright/test';
import { browserDefaults } from './browser-defaults';

// The check the screenshot suite runs on every screen (no browser-default styling left) must see
// the browser's look when it is there: a page of unstyled controls is reported element by element.
test('the browser-default check names an unstyled fieldset, table, select, button, definition list and file input', async ({
  page,
}) => {
  await page.setContent(`
    <body style="font-family: serif">
      <fieldset><legend>Format</legend><label><input type="radio" name="f"> Sac</label></fieldset>
      <div style="width: 600px"><table><tr><th>Jour</th><td>73 g</td></tr></table></div>
      <select><option>Un</option></select>
      <button>Ajouter</button>
      <dl><dt>Montant</dt><dd>50,30 €</dd></dl>
      <input type="file">
    </body>`);
  const found = await browserDefaults(page);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^<fieldset> .*the browser's frame$/),
      expect.stringMatching(/^<table> .*the browser's separate borders$/),
      expect.stringMatching(/^<table> .* px wide of 600$/),
      expect.stringMatching(/^<select> .*the browser's 13.33 px text$/),
      expect.stringMatching(/^<button> « Ajouter »: the browser's grey button$/),
      expect.stringMatching(/^<dl> « Montant 50,30 € »: the browser's indented definitions$/),
      expect.stringMatching(/^<label> « Sac »: the browser's margins around its radio$/),
      expect.stringMatching(/^<input> .*the browser's file input$/),
    ]),
  );
  // Once styled as the shop does, nothing is left to report.
  await page.addStyleTag({
    content: `fieldset { border: 0 } table { border-collapse: collapse; width: 100% }
      select, button { font: inherit; background: white; border: 1px solid black } input[type=file] { opacity: 0 } dd { margin: 0 } input[type=radio] { margin: 0 }`,
  });
  expect(await browserDefaults(page)).toEqual([]);
});
