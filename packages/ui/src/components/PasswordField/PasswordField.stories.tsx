import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Champs/PasswordField',
  component: PasswordField,
  args: { label: 'Mot de passe' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const NewPassword: Story = { args: { autoComplete: 'new-password', description: '5 caractères minimum.' } };
export const Wrong: Story = { args: { defaultValue: 'abc', error: 'Votre mot de passe est incorrect.' } };
