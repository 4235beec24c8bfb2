import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataDocument, humanise, valueInWords } from '@/features/parents/components/data-document';
import { ExportedTableSchema } from '@/gen/ndoto/v1/parent_service_pb';
import { renderWithWords } from '@/testing/render-app';

/** Dates as a reader in Nairobi writing British English sees them: the same wherever the test runs. */
const nairobi = { locale: 'en-GB', timeZone: 'Africa/Nairobi' };

describe('column and table names in words', () => {
  it.each([
    ['created_at', 'Created at'],
    ['community_posts', 'Community posts'],
    ['child_id', 'Child ID'],
    ['id', 'ID'],
    ['ip_address', 'IP address'],
    ['approvedVideosOnly', 'Approved videos only'],
    ['stars', 'Stars'],
  ])('%s is %j', (name, words) => {
    expect(humanise(name)).toBe(words);
  });
});

describe('stored values in words', () => {
  it.each([
    [null, '—'],
    ['', '—'],
    [true, 'Yes'],
    [false, 'No'],
    [35, '35'],
    ['Rockets!', 'Rockets!'],
    ['2026-11-20T09:30:00Z', '20 November 2026 at 12:30'],
    ['2026-11-20T09:30:00.123456+00:00', '20 November 2026 at 12:30'],
    ['2016-01-15', '15 January 2016'],
    ['2026-13-45', '2026-13-45'],
    [['Creative Arts', 'Science'], 'Creative Arts, Science'],
    [[], 'None'],
    [{}, 'None'],
  ] as const)('%j is %j', (value, words) => {
    expect(valueInWords(value as never, nairobi)).toEqual({ text: words });
  });

  it('shows nested data as compact JSON', () => {
    expect(valueInWords({ q1: 'build', q2: ['paint', 3] }, nairobi)).toEqual({
      text: '{"q1":"build","q2":["paint",3]}',
      code: true,
    });
    expect(valueInWords([{ a: 1 }], nairobi)).toEqual({ text: '[{"a":1}]', code: true });
  });
});

describe('an export as a document', () => {
  const tables = [
    create(ExportedTableSchema, {
      name: 'child_badges',
      description: 'Badges the child earned and the stars they gave.',
      rows: [
        { badge_name: 'First Steps', earned_at: '2026-11-20T09:30:00Z', stars: 5, seen: true, note: null },
        { badge_name: 'Kite Maker', earned_at: '2026-11-21T15:05:00Z', stars: 10, seen: false, note: null },
      ],
    }),
    create(ExportedTableSchema, {
      name: 'quiz_submissions',
      description: "The child's quiz answers and the career areas they pointed to.",
      rows: [{ answers: { q1: 'build' }, career_areas: ['Creative Arts', 'Science'] }],
    }),
    create(ExportedTableSchema, { name: 'post_reports', description: 'Posts the child reported.', rows: [] }),
  ];

  function renderDocument() {
    return renderWithWords(
      <DataDocument
        title="Amani Okafor's data"
        exportedAt={timestampFromDate(new Date('2026-11-23T07:00:00Z'))}
        account={[
          { label: 'First name', value: 'Amani' },
          { label: 'Phone number', value: '' },
        ]}
        tables={tables}
        format={nairobi}
      >
        <p>Everything Ndoto keeps about Amani.</p>
      </DataDocument>,
    );
  }

  it('has one h1 with the name and when it was exported, then the account, then each table in words', () => {
    renderDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(["Amani Okafor's data"]);
    expect(screen.getByText('Exported from Ndoto on 23 November 2026 at 10:00.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The account',
      'Badges the child earned and the stars they gave',
      "The child's quiz answers and the career areas they pointed to",
      'Posts the child reported',
    ]);

    const account = screen.getByRole('region', { name: 'The account' });
    expect(within(account).getByText('First name').nextSibling).toHaveTextContent('Amani');
    expect(within(account).getByText('Phone number').nextSibling).toHaveTextContent('—');

    const badges = screen.getByRole('region', { name: 'Badges the child earned and the stars they gave' });
    expect(within(badges).getByText('Child badges · 2 entries')).toBeInTheDocument();
    const rows = within(badges).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Badge name', 'Earned at', 'Stars', 'Seen', 'Note']);
    expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'First Steps',
      '20 November 2026 at 12:30',
      '5',
      'Yes',
      '—',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('No')).toBeInTheDocument();

    const quiz = screen.getByRole('region', { name: /quiz answers/ });
    expect(within(quiz).getByText('{"q1":"build"}').tagName).toBe('CODE');
    expect(within(quiz).getByText('Creative Arts, Science')).toBeInTheDocument();

    const reports = screen.getByRole('region', { name: 'Posts the child reported' });
    expect(within(reports).getByText('Post reports · no entries')).toBeInTheDocument();
    expect(within(reports).getByText('Nothing of this kind is kept.')).toBeInTheDocument();
    expect(within(reports).queryByRole('list')).not.toBeInTheDocument();
    // Only the empty table says so.
    expect(screen.getAllByText('Nothing of this kind is kept.')).toHaveLength(1);
  });

  it('prints with the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
