/** Stock status of every chosen part (pre-order, temporarily unavailable, retired) and ids we cannot find. */
import { COMPONENT_FIELDS } from '../../build/build-model';
import { CATEGORY_LABELS } from '../../catalog/categories';
import type { Product } from '../../catalog/specs';
import { issueDraft, partName, type RuleContext } from '../rule';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-12-12' -> '12 December 2026' without a clock or time zone. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1];
  return name && year && day ? `${day} ${name} ${year}` : iso;
}

function labelOf(field: (typeof COMPONENT_FIELDS)[number]): string {
  return field in CATEGORY_LABELS
    ? CATEGORY_LABELS[field as keyof typeof CATEGORY_LABELS]
    : field === 'case'
      ? 'case'
      : 'item';
}

function preorderIssue(
  part: Product,
  field: (typeof COMPONENT_FIELDS)[number],
  today: string | null,
) {
  const expected = part.stock.expectedDate;
  const late = expected !== undefined && today !== null && expected < today;
  const when =
    expected === undefined
      ? ''
      : late
        ? `; it was expected on ${formatIsoDate(expected)} and we are waiting for a new date`
        : `; we expect it on ${formatIsoDate(expected)}`;
  return issueDraft({
    type: 'preorder',
    tag: 'stock-preorder',
    route: field,
    main: part,
    message: () => `The ${partName(part)} is on pre-order${when}.`,
    detail: () => 'You can add it to your build now; we build and ship your PC when it arrives.',
  });
}

/** Runs in validation only: stock does not make a candidate incompatible. */
export function stockIssues({ build, parts, options, out }: RuleContext): void {
  for (const field of COMPONENT_FIELDS) {
    const part = parts[field];
    if (!part) {
      const id = build[field];
      if (id !== null) {
        out.add(
          issueDraft({
            type: 'retired',
            tag: 'component-not-found',
            route: field,
            main: null,
            mainId: id,
            message: () =>
              `We could not find the ${labelOf(field)} with id ${id} in our catalogue.`,
            detail: () => `It is no longer sold. Choose another ${labelOf(field)}.`,
          }),
        );
      }
      continue;
    }
    const status = part.stock.status;
    if (status === 'in-stock') continue;
    if (status === 'preorder') out.add(preorderIssue(part, field, options.today));
    else if (status === 'temp-unavailable') {
      out.add(
        issueDraft({
          type: 'temp-unavailable',
          tag: 'stock-temp-unavailable',
          route: field,
          main: part,
          message: () => `The ${partName(part)} is temporarily out of stock.`,
          detail: () =>
            `You can keep it and we build your PC when it is back, or choose another ${labelOf(field)} that is in stock.`,
        }),
      );
    } else {
      out.add(
        issueDraft({
          type: 'retired',
          tag: 'stock-retired',
          route: field,
          main: part,
          message: () => `The ${partName(part)} is no longer available.`,
          detail: () => `Choose another ${labelOf(field)}.`,
        }),
      );
    }
  }
}
