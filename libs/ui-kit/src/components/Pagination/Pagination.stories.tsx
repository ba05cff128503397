import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination';
import type { PaginationProps } from './Pagination';

const meta = {
  title: 'ui-kit/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 20,
    onChange: () => undefined,
    labels: {
      navigation: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      page: (n: number) => `Page ${n}`,
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function PaginationDemo(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return <Pagination {...args} page={page} onChange={setPage} />;
}

export const Interactive: Story = { render: (args) => <PaginationDemo {...args} /> };
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };
