import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ToggleBoxes } from './ToggleBoxes';

const PETS = [
  { value: 'dog', label: 'Chien', description: 'Croquettes et pâtées', media: '🐶' },
  { value: 'cat', label: 'Chat', description: 'Menu bi-nutrition', media: '🐱' },
] as const;
const FEEDS = [
  { value: 'croquettes', label: 'Croquettes' },
  { value: 'patee', label: 'Pâtée' },
  { value: 'friandises', label: 'Friandises' },
] as const;

function FeedsForm({ onValid }: { onValid: (values: { feeds: string[] }) => void }) {
  const { register, handleSubmit } = useForm<{ feeds: string[] }>({ defaultValues: { feeds: [] } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <ToggleBoxes legend="Que mange-t-il ?" multiple options={FEEDS} {...register('feeds')} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('ToggleBoxes — large selectable boxes on native inputs (SPEC §2 form fields)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a group named by its legend, one radio per box named by its label (its picture not read)', async () => {
    const { container } = render(<ToggleBoxes legend="Votre animal" name="type" options={PETS} />);
    const group = screen.getByRole('group', { name: 'Votre animal' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['dog', 'cat']);
    expect(radios.every((radio) => radio.getAttribute('name') === 'type')).toBe(true);
    // The name is the box's label then its description; its picture is aria-hidden, not read.
    const dog = screen.getByRole('radio', { name: /^Chien\s?Croquettes et pâtées$/ });
    expect(dog).toBe(radios[0]);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('🐶');
    // Valid: no invalid state on the group.
    expect(group.hasAttribute('aria-invalid')).toBe(false);
    expect(group.hasAttribute('data-invalid')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('selects one box at a time, from a click on the box or from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ToggleBoxes legend="Votre animal" name="type" options={PETS} />);
    const dog = screen.getByRole('radio', { name: /^Chien/ }) as HTMLInputElement;
    const cat = screen.getByRole('radio', { name: /^Chat/ }) as HTMLInputElement;
    await user.click(screen.getByText('Chat'));
    expect([dog.checked, cat.checked]).toEqual([false, true]);
    await user.click(screen.getByText('Croquettes et pâtées'));
    expect([dog.checked, cat.checked]).toEqual([true, false]);
    // The keyboard reaches the checked radio, and the arrow keys move the choice within the group
    // (user-event finds the group by name with CSS.escape, which jsdom lacks).
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(dog);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cat);
    expect([dog.checked, cat.checked]).toEqual([false, true]);
  });

  it('with multiple, checks several boxes (space bar included) and react-hook-form gets their values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const { container } = render(<FeedsForm onValid={onValid} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Croquettes' }));
    screen.getByRole('checkbox', { name: 'Friandises' }).focus();
    await user.keyboard(' ');
    expect(screen.getAllByRole('checkbox', { checked: true }).map((box) => (box as HTMLInputElement).value)).toEqual([
      'croquettes',
      'friandises',
    ]);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ feeds: ['croquettes', 'friandises'] });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when invalid: aria-invalid and data-invalid on the group, described by its error (« -erreur » id)', async () => {
    const { container } = render(
      <ToggleBoxes legend="Votre animal" name="type" id="animal" options={PETS} error="Ce champ est obligatoire." />,
    );
    const group = screen.getByRole('group', { name: 'Votre animal', description: 'Ce champ est obligatoire.' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.hasAttribute('data-invalid')).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBe('animal-erreur');
    expect(document.getElementById('animal-erreur')?.textContent).toBe('Ce champ est obligatoire.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
