import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { LoadingBar } from './LoadingBar';

function Demo({ active: initial }: { active: boolean }) {
  const [active, setActive] = useState(initial);
  return (
    <>
      <LoadingBar active={active} />
      <Button onClick={() => setActive((a) => !a)}>
        {active ? 'Terminer le chargement' : 'Simuler un changement de page'}
      </Button>
    </>
  );
}

const meta = { title: 'Primitives/LoadingBar', component: Demo, args: { active: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = { args: { active: true } };
