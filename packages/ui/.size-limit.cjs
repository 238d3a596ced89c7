// Byte budgets of @gamelle/ui: a consumer importing one field ships only that field.
// Peer dependencies are the consumer's own and are not counted; the kit's other dependencies are.
const ignore = ['react', 'react-dom', 'react/jsx-runtime', 'react-hook-form'];
const entry = (name, imports, limit) => ({ name, path: 'dist/index.js', import: imports, limit, ignore });

module.exports = [
  entry('TextField seul', '{ TextField }', '1.5 kB'),
  entry('Button seul', '{ Button }', '1 kB'),
  entry('Price seul (avec les règles de prix)', '{ Price }', '3 kB'),
  entry('PhoneField (avec libphonenumber)', '{ PhoneField }', '50 kB'),
  entry('Dialog (Radix)', '{ Dialog }', '15 kB'),
  { name: 'Form (@gamelle/ui/form)', path: 'dist/form.js', import: '{ Form }', limit: '45 kB', ignore },
  entry('RichContent (markdown assaini)', '{ RichContent }', '80 kB'),
  entry('Kit entier', '*', '215 kB'),
  { name: 'Feuille de style', path: 'dist/style.css', limit: '4 kB' },
];
