import { addressSchema } from '@gamelle/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { Choices } from '../Choices/Choices';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { TextField } from '../TextField/TextField';
import { Form, FormSubmitError } from './Form';

const schema = z.object({
  firstName: z.string().trim().min(1, 'required'),
  postcode: z.string().regex(/^\d{5}$/, 'postcode_country'),
  note: z.string().refine((v) => v !== 'interdit', 'Ce mot est refusé par notre équipe.'),
});

function AddressForm({ onSubmit }: { onSubmit: (v: z.infer<typeof schema>) => Promise<void> }) {
  return (
    <Form
      schema={schema}
      form="address"
      label="Adresse"
      defaultValues={{ firstName: '', postcode: '', note: '' }}
      onSubmit={onSubmit}
    >
      {({ register, errorOf, pending }) => (
        <>
          <TextField label="Prénom" {...register('firstName')} error={errorOf('firstName')} />
          <TextField label="Code postal" {...register('postcode')} error={errorOf('postcode')} />
          <TextField label="Remarque" {...register('note')} error={errorOf('note')} />
          <Button type="submit" pending={pending}>
            Enregistrer
          </Button>
        </>
      )}
    </Form>
  );
}

describe('Form — SPEC §5 "Forms validate the whole data set on submit"', () => {
  it('shows every field’s message at once, translated when a key exists, raw otherwise', async () => {
    const onSubmit = vi.fn(async () => {});
    const { container } = render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Remarque' }), 'interdit');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Le format du code postal ne correspond pas au pays sélectionné.')).toBeTruthy();
    expect(screen.getByText('Ce mot est refusé par notre équipe.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Le formulaire contient 3 erreurs');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Prénom' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('"Server violations map to the field by propertyPath"; unknown fields go to the form level', async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('422'), {
        violations: [
          { propertyPath: 'postcode', code: 'postcode_country', message: 'x' },
          { propertyPath: 'coupon', code: 'invalid', message: 'Code promo expiré' },
        ],
      });
    });
    render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code postal' }), '69003');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le format du code postal ne correspond pas au pays sélectionné.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Cette valeur n’est pas valide.');
  });

  it('SPEC §8: a global error shows at form level; others show the generic message and are logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new FormSubmitError('Information bancaire : carte refusée (05)'))
      .mockRejectedValueOnce(new TypeError('réseau'));
    render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code postal' }), '69003');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Information bancaire : carte refusée (05)');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Une erreur est survenue')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('SPEC §5 "A pending flag blocks double submit"', async () => {
    let release: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code postal' }), '69003');
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    release();
  });

  it('takes the domain’s address schema as it is', async () => {
    const onSubmit = vi.fn(async () => {});
    render(
      <Form schema={addressSchema()} form="address" label="Adresse" onSubmit={onSubmit}>
        {({ register, errorOf }) => (
          <>
            <TextField label="Ville" {...register('city')} error={errorOf('city')} />
            <Button type="submit">Valider</Button>
          </>
        )}
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Ville' }), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByText('Ce champ doit contenir au moins 2 caractères.')).toBeTruthy();
  });
});

describe('Form — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('sums up the errors and gives the fields’ messages in Dutch (FORM_MESSAGES_NL by default)', async () => {
    const onSubmit = vi.fn(async () => {});
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <AddressForm onSubmit={onSubmit} />
      </KitLocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Dit veld is verplicht.')).toBeTruthy();
    expect(screen.getByText('Het formaat van de postcode komt niet overeen met het gekozen land.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Er is een probleem met 2 velden: verbeter de aangeduide velden.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('words one field in error, and the generic error, in Dutch', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = vi.fn().mockRejectedValueOnce(new TypeError('netwerk'));
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <AddressForm onSubmit={onSubmit} />
      </KitLocaleProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Lotte');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Er is een probleem met 1 veld: verbeter het aangeduide veld.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Code postal' }), '69003');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Er is een fout opgetreden')).toBeTruthy();
    log.mockRestore();
  });

  it('GOV.UK error summary: each field’s error a link to it, in the page’s order; following one focuses the field', async () => {
    render(<AddressForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const summary = screen.getByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Prénom : Ce champ est obligatoire.',
      'Code postal : Le format du code postal ne correspond pas au pays sélectionné.',
    ]);
    const postcode = screen.getByRole('textbox', { name: 'Code postal' });
    expect(links[1]?.getAttribute('href')).toBe(`#${postcode.id}`);
    await userEvent.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(postcode);
  });

  it('GOV.UK error summary: a radio group given an id: its error listed too, linked to its first answer', async () => {
    const choice = z.object({ reason: z.string({ error: 'required' }), message: z.string().min(1, 'required') });
    render(
      <Form schema={choice} form="abort" label="Arrêt" defaultValues={{ message: '' }} onSubmit={vi.fn()}>
        {({ register, errorOf }) => (
          <>
            <Choices
              id="raison"
              legend="Raison"
              options={[
                { value: 'price', label: 'Le prix' },
                { value: 'other', label: 'Autre' },
              ]}
              {...register('reason')}
              error={errorOf('reason')}
            />
            <TextField label="Message" {...register('message')} error={errorOf('message')} />
            <Button type="submit">Envoyer</Button>
          </>
        )}
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const summary = screen.getByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Raison : Ce champ est obligatoire.',
      'Message : Ce champ est obligatoire.',
    ]);
    expect(within(summary).getByText(/2 erreurs/)).toBeTruthy();
    await userEvent.click(links[0] as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Le prix' }));
  });

  it('with `errorTitle`, the page’s title starts with « Erreur : » while errors are shown, and no longer once they are fixed', async () => {
    document.title = 'Adresse de facturation — Commande — Gamelle';
    render(
      <Form schema={z.object({ name: z.string().min(1, 'required') })} form="x" label="X" errorTitle onSubmit={vi.fn()}>
        {({ register, errorOf }) => (
          <>
            <TextField label="Nom" {...register('name')} error={errorOf('name')} />
            <Button type="submit">Envoyer</Button>
          </>
        )}
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(document.title).toBe('Erreur : Adresse de facturation — Commande — Gamelle');
    await userEvent.type(screen.getByRole('textbox', { name: /Nom/ }), 'Anne');
    expect(document.title).toBe('Adresse de facturation — Commande — Gamelle');
  });
});
