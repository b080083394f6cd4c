/** The stylesheet's chart colours (`--chart-1` … `--chart-6`), one per slice in turn: the chart and its table's key. */
const SLICE_TOKENS = ['--chart-1', '--chart-2', '--chart-3', '--chart-4', '--chart-5', '--chart-6'] as const;

export const sliceToken = (index: number) => SLICE_TOKENS[index % SLICE_TOKENS.length] ?? SLICE_TOKENS[0];
