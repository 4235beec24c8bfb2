import { PrinterOutlined } from '@ant-design/icons';
import type { JsonObject, JsonValue } from '@bufbuild/protobuf';
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { type ReactNode, useId } from 'react';

import type { ExportedTable } from '@/gen/ndoto/v1/parent_service_pb';
import { i18n } from '@/lib/i18n';

import './data-document.css';

/** Words written in capitals when a column's name is put in words. */
const ACRONYMS = new Set(['id', 'ids', 'ip', 'url', 'utc', 'json']);

/**
 * A database name in plain words: `created_at` is 'Created at', `child_id` 'Child ID',
 * `community_posts` 'Community posts'.
 */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a database column's name, as the server names it
    .map((word) => (ACRONYMS.has(word) ? (word === 'ids' ? 'IDs' : word.toUpperCase()) : word));
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : name;
}

/** How dates and times are written: the app's language and the reader's time zone unless a test sets them. */
export interface DateFormat {
  locale?: string;
  timeZone?: string;
}

/** An RFC 3339 date and time, as the export writes stored times. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
/** A calendar date without a time, such as a birth date. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A moment as a reader writes it: '20 November 2026 at 12:30' (in their language and time zone). */
export function dateTimeInWords(date: Date, format: DateFormat = {}): string {
  return new Intl.DateTimeFormat(format.locale ?? i18n.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: format.timeZone }).format(
    date,
  );
}

/** A calendar date as a reader writes it: '15 January 2016', the same day in every time zone. */
function dateInWords(year: number, month: number, day: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A stored time (a protobuf Timestamp) in words; empty when there is none. */
export function timestampInWords(time: Timestamp | undefined, format: DateFormat = {}): string {
  return time ? dateTimeInWords(timestampDate(time), format) : '';
}

/** What a stored value says, and whether it is nested data shown as compact JSON. */
export interface ValueInWords {
  text: string;
  code?: boolean;
}

const NOTHING = '—';

function scalarInWords(value: string | number | boolean | null, format: DateFormat): string {
  if (value === null) return NOTHING;
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (typeof value === 'number') return String(value);
  if (value.trim() === '') return NOTHING;
  if (DATE_TIME.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return dateTimeInWords(date, format);
  }
  const day = DATE_ONLY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    if (month >= 1 && month <= 12 && date >= 1 && date <= 31) return dateInWords(year, month, date, format.locale);
  }
  return value;
}

/**
 * A stored value in words: '—' for nothing, Yes or No, times and dates as the reader writes them,
 * a list of plain values separated by commas ('None' when empty), and anything more nested as
 * compact JSON.
 */
export function valueInWords(value: JsonValue, format: DateFormat = {}): ValueInWords {
  if (value === null || typeof value !== 'object') return { text: scalarInWords(value, format) };
  if (Array.isArray(value)) {
    if (value.length === 0) return { text: i18n._(msg`None`) };
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return { text: value.map((item) => scalarInWords(item as string | number | boolean | null, format)).join(', ') };
    }
  } else if (Object.keys(value).length === 0) {
    return { text: i18n._(msg`None`) };
  }
  return { text: JSON.stringify(value), code: true };
}

/** A heading made from a table's description: its words without the closing full stop. */
function tableTitle(table: ExportedTable): string {
  const description = table.description.trim().replace(/\.$/, '');
  return description || humanise(table.name);
}

function entries(count: number): string {
  return plural(count, { 0: 'no entries', one: '# entry', other: '# entries' });
}

function Row({ row, format }: { row: JsonObject; format: DateFormat }) {
  return (
    <dl className="data-fields">
      {Object.entries(row).map(([column, value]) => {
        const shown = valueInWords(value, format);
        return (
          <div key={column}>
            <dt>{humanise(column)}</dt>
            <dd>{shown.code ? <code>{shown.text}</code> : shown.text}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function TableSection({ table, format }: { table: ExportedTable; format: DateFormat }) {
  const id = useId();
  return (
    <section className="data-table" aria-labelledby={id}>
      <h2 id={id}>{tableTitle(table)}</h2>
      <p className="data-table-name">
        {humanise(table.name)} · {entries(table.rows.length)}
      </p>
      {table.rows.length === 0 ? (
        <p className="data-table-empty">
          <Trans>Nothing of this kind is kept.</Trans>
        </p>
      ) : (
        <ol className="data-rows">
          {table.rows.map((row, index) => (
            <li key={index}>
              <Row row={row} format={format} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One line of the account, as the document's first section lists it. */
export interface AccountFact {
  label: string;
  value: string;
}

/**
 * An export (a child's or a parent's) as a plain document to read or print: `title` as the page's
 * one h1, when it was exported, the account in words, then every table as a section titled by
 * what it holds, each row a list of its columns and values in words. A Print button prints it;
 * data-document.css leaves out the app's header and buttons on paper.
 */
export function DataDocument({
  title,
  exportedAt,
  account,
  tables,
  children,
  format = {},
}: {
  title: string;
  exportedAt: Timestamp | undefined;
  account: readonly AccountFact[];
  tables: readonly ExportedTable[];
  /** Words under the title, such as what the export leaves out. */
  children?: ReactNode;
  format?: DateFormat;
}) {
  const accountId = useId();
  const exported = timestampInWords(exportedAt, format);
  return (
    <article className="data-document">
      <header className="data-document-header">
        <h1>{title}</h1>
        {exportedAt && (
          <p className="data-document-when">
            <Trans>Exported from Ndoto on {exported}.</Trans>
          </p>
        )}
        {children}
        <div className="data-document-actions">
          <Button icon={<PrinterOutlined aria-hidden="true" />} onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        </div>
      </header>
      <section className="data-table" aria-labelledby={accountId}>
        <h2 id={accountId}>
          <Trans>The account</Trans>
        </h2>
        <dl className="data-fields">
          {account.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value || NOTHING}</dd>
            </div>
          ))}
        </dl>
      </section>
      {tables.map((table, index) => (
        <TableSection key={`${index}-${table.name}`} table={table} format={format} />
      ))}
    </article>
  );
}
