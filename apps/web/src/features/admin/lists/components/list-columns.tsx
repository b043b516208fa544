import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
import { RowEditDelete } from './row-delete';
import { Thumbnail } from './thumbnail';

// Columns the content lists share (products, gallery, testimonials, and the next one): the
// picture, a linked name, a switch that saves at once, the position, Edit and Delete.

/** The row's picture; its header is for screen readers only (the name column names it). */
export function thumbnailColumn<T>(
  header: string,
  cell: (row: T) => ReactNode = () => null,
  id = 'thumbnail',
): ColumnDef<T> {
  return {
    id,
    header: () => <span className="sr-only">{header}</span>,
    enableSorting: false,
    cell: ({ row }) => cell(row.original),
  };
}

/** One picture per row: the common case of thumbnailColumn. */
export const imageColumn = <T,>(header: string, src: (row: T) => string | null | undefined) =>
  thumbnailColumn<T>(header, (row) => <Thumbnail src={src(row)} />);

/** How a row is edited: on its own page (`editTo`) or in a dialog (`onEdit`). */
export type RowEdit<T> = { editTo: (row: T) => string } | { onEdit: (row: T) => void };

const nameClass = 'text-left font-semibold text-navy underline-offset-4 hover:underline';

/**
 * The row's name as a link to its edit page (or a button opening its edit dialog), sortable by
 * `id`, with a line under it.
 */
export function nameLinkColumn<T extends { id: string }>(
  options: {
    id: string;
    header: string;
    name: (row: T) => string;
    detail?: (row: T) => ReactNode;
    className?: string;
  } & RowEdit<T>,
): ColumnDef<T> {
  return {
    id: options.id,
    accessorKey: options.id,
    header: options.header,
    enableSorting: true,
    cell: ({ row: { original } }) => {
      const detail = options.detail?.(original);
      return (
        <div className={options.className ?? 'grid min-w-32'}>
          {'editTo' in options ? (
            <Link to={options.editTo(original)} className={nameClass}>
              {options.name(original)}
            </Link>
          ) : (
            <button type="button" onClick={() => options.onEdit(original)} className={nameClass}>
              {options.name(original)}
            </button>
          )}
          {detail ? <span className="text-xs text-muted">{detail}</span> : null}
        </div>
      );
    },
  };
}

/** The inline toggles' save: PATCH the change, then an Undo toast saying `message`. */
export type ToggleSave<T, P> = (row: T, changes: P, message: string) => Promise<void>;

/** What a content list's columns get from its page: the toggles' save and the row's delete. */
export type ContentColumnOptions<T, P> = {
  toggle: ToggleSave<T, P>;
  onDelete: (row: T) => void;
  deleting: boolean;
};

/** A switch that saves at once (Active, Hero, Featured), with an Undo toast. */
export function toggleColumn<T, K extends string>(options: {
  key: K;
  label: string;
  checked: (row: T) => boolean;
  rowName: (row: T) => string;
  /** The toast after a change: what the row is now. */
  message: (row: T, next: boolean) => string;
  toggle: ToggleSave<T, { [key in K]?: boolean }>;
}): ColumnDef<T> {
  return {
    id: options.key,
    header: options.label,
    enableSorting: false,
    cell: ({ row: { original } }) => (
      <InlineToggle
        checked={options.checked(original)}
        label={options.label}
        rowName={options.rowName(original)}
        onToggle={(next: boolean) =>
          options.toggle(
            original,
            { [options.key]: next } as { [key in K]?: boolean },
            options.message(original, next),
          )
        }
      />
    ),
  };
}

/** The position in the list's own order (1 for the first), sortable. */
export function positionColumn<T extends { sortOrder: number }>(): ColumnDef<T> {
  return {
    id: 'sortOrder',
    accessorKey: 'sortOrder',
    header: 'Position',
    enableSorting: true,
    cell: ({ row }) => row.original.sortOrder + 1,
  };
}

/** Edit (a link, or a button opening a dialog) and Delete (asks first). */
export function editDeleteColumn<T extends { id: string }>(
  options: {
    what: string;
    name: (row: T) => string;
    onDelete: (row: T) => void;
    deleting: boolean;
    /** Said after "… is removed for good." in the confirm dialog. */
    warning?: string;
  } & RowEdit<T>,
): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row: { original } }) => (
      <RowEditDelete
        name={options.name(original)}
        what={options.what}
        {...('editTo' in options
          ? { editTo: options.editTo(original) }
          : { onEdit: () => options.onEdit(original) })}
        onDelete={() => options.onDelete(original)}
        busy={options.deleting}
        warning={options.warning}
      />
    ),
  };
}
