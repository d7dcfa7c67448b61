import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ContentTable, OpenToEdit, audienceColumn, statusColumn, type ContentRow } from './content-admin';

const rows: ContentRow[] = [
  { id: 'breathing', title: 'Breathing', published: true, audience: 'public' },
  { id: 'sleep', title: 'Sleep', published: false, audience: 'members' },
];

function table(overrides: Partial<Parameters<typeof ContentTable<ContentRow>>[0]> = {}) {
  const props = {
    caption: 'All items',
    rows,
    pathOf: (row: ContentRow) => `/items/${row.id}`,
    columns: [audienceColumn, statusColumn],
    onEdit: vi.fn(),
    onChanged: vi.fn(),
    setPublished: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    deleteWords: { consequence: 'Gone for everyone.', actionLabel: 'Delete item' },
    ...overrides,
  };
  render(
    <MemoryRouter>
      <ContentTable {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('ContentTable', () => {
  it('links a published title, shows audience and status, and edits by id', async () => {
    const props = table();
    expect(screen.getByRole('link', { name: 'Breathing' })).toHaveAttribute('href', '/items/breathing');
    expect(screen.queryByRole('link', { name: 'Sleep' })).toBeNull();
    expect(screen.getByRole('row', { name: /Sleep/ })).toHaveTextContent('MembersDraft');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sleep' }));
    expect(props.onEdit).toHaveBeenCalledWith('sleep');
  });

  it('says a failed publish changed nothing, and why', async () => {
    const props = table({ setPublished: vi.fn(async () => Promise.reject(new Error('You are offline.'))) });
    await userEvent.click(screen.getByRole('button', { name: 'Publish Sleep' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“Sleep” was not changed. You are offline.');
    expect(props.onChanged).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation and says so', async () => {
    const props = table();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Breathing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete item' }));
    expect(props.remove).toHaveBeenCalledWith('breathing');
    expect(props.onChanged).toHaveBeenCalledWith('Deleted “Breathing”.');
  });
});

describe('OpenToEdit', () => {
  it('says when the item no longer exists, with a way back', async () => {
    const onCancel = vi.fn();
    render(
      <OpenToEdit id="gone" load={async () => null} noun="post" onCancel={onCancel}>
        {() => <p>editor</p>}
      </OpenToEdit>,
    );
    expect(await screen.findByText('This post no longer exists: it may have been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('says why it could not open the item, and Try again reads it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('You are offline.')).mockResolvedValueOnce({ title: 'Sleep' });
    render(
      <OpenToEdit id="sleep" load={load} noun="item" onCancel={() => undefined}>
        {(item: { title: string }) => <p>editing {item.title}</p>}
      </OpenToEdit>,
    );
    expect(await screen.findByText('We could not open this item. You are offline.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('editing Sleep')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('sleep');
  });
});
