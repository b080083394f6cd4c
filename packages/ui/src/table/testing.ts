// For stories' plays: which form a data table is drawn in, and what each card shows first.
import { expect } from 'storybook/test';

/** 'table' when the rows are drawn as a table, 'cards' when each row is a card. */
export const tableForm = (table: HTMLElement): 'table' | 'cards' =>
  getComputedStyle(table).display === 'table' ? 'table' : 'cards';

/** The label a card draws before a cell's value (its column's header), or '' when none is drawn. */
export function cardLabel(cell: HTMLElement): string {
  const { content, display } = getComputedStyle(cell, '::before');
  if (display === 'none' || content === 'none' || content === 'normal') return '';
  return cell.dataset.label ?? '';
}

/** A row's cells as a person reads them on a card, top to bottom: each named by its column's header. */
export function cardColumns(row: HTMLElement): string[] {
  return [...row.querySelectorAll<HTMLElement>(':scope > td[data-column]')]
    .filter((cell) => cell.checkVisibility())
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
    .map((cell) => cell.dataset.column ?? '');
}

/** The table's body rows (a disclosed row's details excepted). */
export const bodyRows = (table: HTMLElement) =>
  [...table.querySelectorAll<HTMLElement>(':scope > tbody > tr')].filter((row) =>
    row.querySelector(':scope > td[data-column]'),
  );

/** Every row is a card whose first lines are these columns, each with its label shown. */
export async function expectCards(table: HTMLElement, first: readonly string[]) {
  await expect(tableForm(table)).toBe('cards');
  const rows = bodyRows(table);
  await expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    await expect(cardColumns(row).slice(0, first.length)).toEqual(first);
    const cell = row.querySelector<HTMLElement>(`td[data-column="${first[0]}"]`);
    await expect(cell && cardLabel(cell)).toBe(first[0]);
  }
}

/** The rows are a table: its headers shown, no card labels. */
export async function expectTable(table: HTMLElement) {
  await expect(tableForm(table)).toBe('table');
  for (const header of table.querySelectorAll<HTMLElement>('thead th')) await expect(header).toBeVisible();
  for (const cell of table.querySelectorAll<HTMLElement>('td[data-label]')) await expect(cardLabel(cell)).toBe('');
}
