import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { LoadingBar } from './LoadingBar';

/** The bar and a button that starts or ends a page change. */
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

const meta = {
  title: 'Primitives/LoadingBar',
  component: LoadingBar,
  render: (args) => <Demo {...args} />,
  args: { active: false },
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = { args: { active: true } };
