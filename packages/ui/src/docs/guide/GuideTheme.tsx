import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { gamelleTheme } from '../../theme/gamelle.css';
import * as styles from './guide.css';
import { GAMELLE_THEME_VALUES, readThemeValues, ThemeValuesContext } from './tokens';

/**
 * The themes the guide can show, as the « Thème » toolbar of the stories: Gamelle's class, and the
 * example brand's plain CSS class (`.storybook/brand-exemple.css`, loaded by the preview).
 */
const THEMES = [
  { id: 'gamelle', label: 'Gamelle', className: gamelleTheme },
  { id: 'exemple', label: 'Autre marque (exemple)', className: 'marque-exemple' },
] as const;

type ThemeId = (typeof THEMES)[number]['id'];

/**
 * Applies the chosen theme to the guide's sections and gives them its values, read back from the
 * browser (`getComputedStyle`): the values, the sizes and the contrasts shown are those of the
 * theme on screen, not a copy of Gamelle's.
 */
export function GuideTheme({ children }: { children: ReactNode }) {
  const name = useId();
  const [theme, setTheme] = useState<ThemeId>('gamelle');
  const [values, setValues] = useState(GAMELLE_THEME_VALUES);
  const frame = useRef<HTMLDivElement>(null);
  const className = THEMES.find(({ id }) => id === theme)?.className ?? gamelleTheme;

  useLayoutEffect(() => {
    // Read again when the theme changes: the class is already on the frame when this runs.
    if (!frame.current) return;
    const read = readThemeValues(frame.current);
    // Gamelle's class is made of `gamelleTokens`: the page shows them as written in the source,
    // not as the minified stylesheet gives them back (`.25rem`, `#fff`).
    setValues(theme === 'gamelle' ? { ...read, values: GAMELLE_THEME_VALUES.values } : read);
  }, [theme]);

  return (
    <div ref={frame} className={className}>
      <fieldset className={`sb-unstyled ${styles.themeChoice}`}>
        <legend className={styles.themeChoiceLegend}>Thème montré par cette page</legend>
        {THEMES.map(({ id, label }) => (
          <label key={id} className={styles.themeOption}>
            <input type="radio" name={name} value={id} checked={theme === id} onChange={() => setTheme(id)} />
            {label}
          </label>
        ))}
      </fieldset>
      <ThemeValuesContext.Provider value={values}>{children}</ThemeValuesContext.Provider>
    </div>
  );
}
