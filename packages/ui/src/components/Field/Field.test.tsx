import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InputHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Field, type FieldChrome, type FieldIds } from './Field';
import * as styles from './Field.css';

/** A control wired to the ids Field hands out, as TextField, Textarea and the kit's fields do. */
function Wired(props: FieldChrome & { id?: string; input?: InputHTMLAttributes<HTMLInputElement> }) {
  const { input, ...chrome } = props;
  return (
    <Field {...chrome}>
      {(ids: FieldIds) => (
        <input
          {...input}
          id={ids.id}
          required={chrome.required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={styles.input}
        />
      )}
    </Field>
  );
}

/** The texts an element's `aria-describedby` points at, in order. */
function describedTexts(element: Element): (string | null | undefined)[] | undefined {
  return element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

describe('Field — label, help and error tied to the control (SPEC §2 form fields)', () => {
  it('names the control by its label (htmlFor → the id it hands out); a click on the label focuses it', async () => {
    const { container } = render(<Wired label="Prénom" />);
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(container.querySelector('label')?.getAttribute('for')).toBe(input.id);
    expect(input.id).not.toBe('');
    // No help, no error: nothing to describe, and the control is not invalid.
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(container.querySelector('[data-invalid]')).toBeNull();
    await userEvent.click(screen.getByText('Prénom'));
    expect(document.activeElement).toBe(input);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives each field an id of its own, and uses the id it is given', () => {
    render(
      <>
        <Wired label="Prénom" />
        <Wired label="Nom" />
        <Wired label="Ville" id="ville" description="Celle de livraison." />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'Prénom' });
    const second = screen.getByRole('textbox', { name: 'Nom' });
    expect(first.id).not.toBe(second.id);
    const city = screen.getByRole('textbox', { name: 'Ville' });
    expect(city.id).toBe('ville');
    expect(city.getAttribute('aria-describedby')).toBe('ville-aide');
  });

  it('describes the control with its help (« -aide » id)', async () => {
    const { container } = render(
      <Wired label="Adresse e-mail" id="email" description="Pour suivre votre commande." input={{ type: 'email' }} />,
    );
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail', description: 'Pour suivre votre commande.' });
    expect(input.getAttribute('aria-describedby')).toBe('email-aide');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when invalid: aria-invalid on the control, data-invalid on the field, help then error read as its description', async () => {
    const { container } = render(
      <Wired
        label="Code postal"
        id="cp"
        description="5 chiffres."
        error="Le format du code postal ne correspond pas au pays sélectionné."
        input={{ defaultValue: '1000' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Code postal' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('cp-aide cp-erreur');
    expect(describedTexts(input)).toEqual([
      '5 chiffres.',
      'Le format du code postal ne correspond pas au pays sélectionné.',
    ]);
    expect(container.firstElementChild?.hasAttribute('data-invalid')).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes an invalid control by its error alone when it has no help', () => {
    render(<Wired label="Ville" id="ville" error="Ce champ est obligatoire." />);
    const input = screen.getByRole('textbox', { name: 'Ville', description: 'Ce champ est obligatoire.' });
    expect(input.getAttribute('aria-describedby')).toBe('ville-erreur');
  });

  it('when required: an asterisk shown but not read (the name stays « Ville »), the control required', async () => {
    const { container } = render(<Wired label="Ville" required />);
    const input = screen.getByRole('textbox', { name: 'Ville' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    const label = container.querySelector('label');
    expect(label?.textContent).toBe('Ville*');
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps label and description on a disabled control', async () => {
    const { container } = render(
      <Wired label="Pays" description="Nous livrons en France." input={{ defaultValue: 'France', disabled: true }} />,
    );
    const input = screen.getByRole('textbox', { name: 'Pays', description: 'Nous livrons en France.' });
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });
});
