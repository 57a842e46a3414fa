import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface DataColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers: right-aligned, header and cells. */
  numeric?: boolean;
  /** The column that names its row (a row header, for screen readers). */
  rowHeader?: boolean;
}

/**
 * A small table of rows under column headers (scope="col"), the naming column as row headers
 * (scope="row"), named by the heading `labelledBy` points at, with an optional caption. Scrolls sideways in
 * its container on a narrow screen.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  labelledBy,
  stickyHeader,
  sx,
}: {
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption?: string;
  labelledBy?: string;
  stickyHeader?: boolean;
  sx?: SxProps<Theme>;
}) {
  const align = (c: DataColumn<T>) => (c.numeric ? 'right' : undefined);
  return (
    <TableContainer sx={sx}>
      <Table size="small" stickyHeader={stickyHeader} aria-labelledby={labelledBy}>
        {caption && <caption>{caption}</caption>}
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i} component="th" scope="col" align={align(c)}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c, i) =>
                c.rowHeader ? (
                  <TableCell key={i} component="th" scope="row" align={align(c)}>
                    {c.cell(row)}
                  </TableCell>
                ) : (
                  <TableCell key={i} align={align(c)}>
                    {c.cell(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
