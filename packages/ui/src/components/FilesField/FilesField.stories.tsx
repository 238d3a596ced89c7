import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilesField, type FilesFieldProps } from './FilesField';

/** The field with its files in state (`initial` the ones already chosen), as `Controller` would hold them. */
function Stateful(props: Omit<FilesFieldProps, 'value' | 'onChange'> & { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(props.initial ?? []);
  return <FilesField {...props} value={files} onChange={setFiles} />;
}

const meta = {
  title: 'Champs/FilesField',
  component: FilesField,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Pièces jointes',
    multiple: true,
    description: 'PDF, JPEG, PNG ou WebP, 5 Mo au plus.',
    value: [],
    onChange: () => {},
  },
} satisfies Meta<typeof FilesField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithFiles: Story = {
  render: (args) => (
    <Stateful {...args} initial={[new File([new Uint8Array(2048)], 'photo-colis.png', { type: 'image/png' })]} />
  ),
};
export const Invalid: Story = { args: { error: 'Ce champ est obligatoire.' } };
