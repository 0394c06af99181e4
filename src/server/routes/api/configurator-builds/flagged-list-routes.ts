/**
 * POST /api/configurator/…withflag (spec section 7 "Flagged lists", the spec's spellings):
 * the matching all…components list, same items and order, with `isCompatible` from the
 * engine's flagCandidates for the posted build (true, false, or null when not verifiable).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STORAGE_FIELDS,
  type Build,
  type ComponentField,
  type StorageField,
} from '../../../../domain/build/build-model';
import { selectionsOf } from '../../../../domain/build/build-selections';
import { categoryForSubStep } from '../../../../domain/catalog/categories';
import type { Product } from '../../../../domain/catalog/specs';
import { FlagMemo, flagCandidatesKept } from '../../../../domain/compatibility/flag-memo';
import { RecentlyUsed } from '../../../../domain/recently-used';
import { flagCandidates } from '../../../../domain/compatibility/validate';
import { buildSchema } from '../../../../domain/contracts/build';
import { encodeFlags, type CompactFlags } from '../../../../domain/contracts/compact-list';
import {
  compactFlagsResponseSchema,
  flaggedListResponseSchema,
  storageFlagQuerySchema,
} from '../../../../domain/contracts/build-api';
import type { ComponentItem } from '../../../../domain/contracts/catalog';
import type { CatalogSnapshot } from '../../../catalog/catalog-snapshot';
import {
  addOnItems,
  caseFanItems,
  cpuCoolerItems,
  findCase,
  motherboardItems,
  plainItems,
} from '../../../catalog/component-lists';
import { catalogueIndexOf } from '../../../builds/catalogue-index';
import { preconfiguredBuildOf } from '../../../preconfigured/preconfigured-entry';
import { buildContext, fastBuildRoute } from './build-context';

interface FlaggedList {
  /** The build field the candidates would fill. */
  field: ComponentField;
  /** The build as the candidates are judged in. */
  build: Build;
  items: ComponentItem[];
}

type ListOf = (snapshot: CatalogSnapshot, build: Build, storageField: StorageField) => FlaggedList;

/** Fans: the case's list (maxNumAllowed = packs that fit), judged at the default total of 1 pack. */
function fanList(snapshot: CatalogSnapshot, build: Build): FlaggedList {
  const caseProduct = build.case === null ? undefined : findCase(snapshot, build.case);
  const items = caseProduct
    ? memoItems(snapshot, `fans|${caseProduct.id}`, () => caseFanItems(snapshot, caseProduct))
    : memoItems(snapshot, 'fans', () => plainFans(snapshot));
  return { field: 'fans', build: { ...build, fansTotal: 1 }, items };
}

const plainFans = (snapshot: CatalogSnapshot) => snapshot.listings('fans').map((l) => l.item);

const LISTS: Record<string, ListOf> = {
  motherboardcomponentswithflag: (s, b) => ({
    field: 'motherboard',
    build: b,
    items: memoItems(s, `motherboard|${b.caseSize ?? 0}|${b.chipset ?? 0}`, () =>
      motherboardItems(s, b.caseSize ?? 0, b.chipset ?? 0),
    ),
  }),
  psucomponentswithflag: (s, b) => ({
    field: 'psu',
    build: b,
    items: memoItems(s, 'psu', () => plainItems(s, 'psu')),
  }),
  memorycomponentswithflag: (s, b) => ({
    field: 'memory',
    build: b,
    items: memoItems(s, 'memory', () => plainItems(s, 'memory')),
  }),
  storagecomponentswithflag: (s, b, storageField) => ({
    field: storageField,
    build: b,
    items: memoItems(s, 'storage', () => plainItems(s, 'storage')),
  }),
  gpucomponentswithflag: (s, b) => ({
    field: 'gpu',
    build: b,
    items: memoItems(s, 'gpu', () => plainItems(s, 'gpu')),
  }),
  soundcardsswithflag: (s, b) => ({
    field: 'soundcard',
    build: b,
    items: memoItems(s, 'soundcard', () => addOnItems(s, 'soundcard')),
  }),
  networkingsswithflag: (s, b) => ({
    field: 'networking',
    build: b,
    items: memoItems(s, 'networking', () => addOnItems(s, 'networking')),
  }),
  cpucoolingcomponentswithflag: (s, b) => ({
    field: 'coolingCpu',
    build: b,
    items: memoItems(s, `coolingCpu|${b.chipset ?? 0}`, () => cpuCoolerItems(s, b.chipset ?? 0)),
  }),
  fanscomponentswithflag: fanList,
};

/**
 * The products behind a list's items, per catalogue version and list: every flag call of the
 * same list (the build changes, the list does not) reuses them instead of looking up each of
 * up to ~13,000 ids again.
 */
const productsOfItems = new WeakMap<readonly ComponentItem[], readonly Product[]>();

function productsOf(
  snapshot: CatalogSnapshot,
  items: readonly ComponentItem[],
): readonly Product[] {
  let products = productsOfItems.get(items);
  if (!products) {
    products = items.map((item) => snapshot.byId.get(item.id) as Product);
    productsOfItems.set(items, products);
  }
  return products;
}

/** A list's items, computed once per catalogue version and filter (the lists are immutable). */
const listsBySnapshot = new WeakMap<CatalogSnapshot, Map<string, ComponentItem[]>>();

function memoItems(snapshot: CatalogSnapshot, key: string, items: () => ComponentItem[]) {
  let lists = listsBySnapshot.get(snapshot);
  if (!lists) {
    lists = new Map();
    listsBySnapshot.set(snapshot, lists);
  }
  let list = lists.get(key);
  if (!list) {
    list = items();
    lists.set(key, list);
  }
  return list;
}

const STORAGE_PATH = 'storagecomponentswithflag';
/** `view=flags`: the web client's flags and reasons (ADR 034) instead of the spec's items. */
const viewQuery = z.object({ view: z.enum(['flags']).optional() });
const storageQuery = storageFlagQuerySchema.extend(viewQuery.shape);

/**
 * Which storage field the candidates go in: `?field=` when sent; else the wizard's sub-step
 * when it is a storage step (5, 6, 7); else the first empty storage field; else primary.
 */
function storageFieldFor(build: Build, requested: StorageField | undefined): StorageField {
  if (requested) return requested;
  const atStep = build.buildSubStep === null ? null : categoryForSubStep(build.buildSubStep);
  if (atStep && (STORAGE_FIELDS as readonly string[]).includes(atStep))
    return atStep as StorageField;
  return STORAGE_FIELDS.find((field) => build[field] === null) ?? 'storage';
}

function flaggedJson(
  snapshot: CatalogSnapshot,
  list: FlaggedList,
  index: Parameters<typeof flagCandidates>[3],
): string {
  const products = productsOf(snapshot, list.items);
  const flags = flagCandidates(list.build, products, list.field, index);
  return JSON.stringify({
    data: list.items.map((item, i) => ({ ...item, isCompatible: flags[i] ?? null })),
  });
}

/**
 * The flags alone, in list order, with each incompatible part's reason from a dictionary
 * (CompactFlags): a few KB where the spec's shape repeats every item of a list of thousands.
 */
function compactFlagsJson(
  snapshot: CatalogSnapshot,
  list: FlaggedList,
  index: Parameters<typeof flagCandidates>[3],
  memo: FlagMemo,
): string {
  const products = productsOf(snapshot, list.items);
  const { flags, reasons } = flagCandidatesKept(list.build, products, list.field, index, memo);
  const data: CompactFlags = encodeFlags(snapshot.version, flags, reasons);
  return JSON.stringify({ data });
}

/** Compact answers kept per app: a few KB each (one character per part and the reasons). */
const FLAG_ANSWERS_KEPT = 256;

/**
 * The key of a compact answer kept in the app's RecentlyUsed map: catalogue version, list,
 * field and the build's selections with that field left out (each candidate takes its place,
 * so the part chosen there changes nothing). Shoppers starting from the same pre-configured
 * build, or going back to a part they had, ask for the same flags again; judging 12,904
 * memory kits costs tens of ms.
 */
function flagAnswerKey(path: string, list: FlaggedList, version: number): string {
  const judged = { ...selectionsOf(list.build), [list.field]: null };
  return `${version}|${path}|${list.field}|${JSON.stringify(judged)}`;
}

/** How long after start-up the flagging code is warmed (the first requests go first). */
const WARM_UP_DELAY_MS = 1000;

/**
 * Judges every flagged list once for the first pre-configured build, one list per task: the
 * first flags calls after start-up took several times as long as later ones (the JIT had not
 * compiled the rules and the reason writing yet; docs/performance.md). Answers are not kept.
 * `done` resolves with the number of lists judged; a failure stops it (reported, not thrown).
 */
export function warmFlagging(
  snapshot: CatalogSnapshot,
  onError: (error: unknown) => void,
): { stop: () => void; done: Promise<number> } {
  const stored = snapshot.preconfigured.builds[0];
  let stopped = false;
  if (!stored) return { stop: () => undefined, done: Promise.resolve(0) };
  const index = catalogueIndexOf(snapshot);
  const build = preconfiguredBuildOf(stored, index);
  const lists = Object.values(LISTS);
  const memo = new FlagMemo();
  const done = new Promise<number>((resolve) => {
    const step = (at: number) => {
      if (stopped || at >= lists.length) return resolve(at);
      try {
        const list = lists[at]!(snapshot, build, 'storage');
        compactFlagsJson(snapshot, list, index, memo);
      } catch (error) {
        onError(error);
        return resolve(at);
      }
      setImmediate(() => step(at + 1));
    };
    step(0);
  });
  return {
    stop: () => {
      stopped = true;
    },
    done,
  };
}

/** How many flagged lists there are (each path once). */
export const FLAGGED_LIST_COUNT = Object.keys(LISTS).length;

export const flaggedListRoutes: FastifyPluginAsyncZod = async (app) => {
  let warmTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWarming = (): void => undefined;
  app.addHook('onReady', async () => {
    warmTimer = setTimeout(() => {
      stopWarming = warmFlagging(app.catalog.current, (error) =>
        app.log.warn({ err: error }, 'warming the flagged lists failed'),
      ).stop;
    }, WARM_UP_DELAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(warmTimer);
    stopWarming();
  });
  const flagAnswers = new RecentlyUsed<string, string>(FLAG_ANSWERS_KEPT);
  // Each rule's verdicts on each list, kept across builds (ADR 089): a choice in another
  // category re-judges only the rules that read it.
  const flagMemo = new FlagMemo();
  /** The compact flags of a list, from the cache when this build was judged on this version. */
  const compactAnswer = (
    path: string,
    context: ReturnType<typeof buildContext>,
    list: FlaggedList,
  ) => {
    const key = flagAnswerKey(path, list, context.snapshot.version);
    const kept = flagAnswers.get(key);
    if (kept !== undefined) return kept;
    const answer = compactFlagsJson(context.snapshot, list, context.index, flagMemo);
    flagAnswers.set(key, answer);
    return answer;
  };
  for (const [path, listOf] of Object.entries(LISTS)) {
    app.post(
      `/configurator/${path}`,
      // Only the storage list takes a query (?field=); the others accept none.
      {
        schema: {
          body: buildSchema,
          querystring: path === STORAGE_PATH ? storageQuery : viewQuery,
          response: { 200: flaggedListResponseSchema.or(compactFlagsResponseSchema) },
        },
        ...fastBuildRoute,
      },
      async (request, reply) => {
        const context = buildContext(app, request.body);
        const query = request.query as { field?: StorageField; view?: 'flags' };
        const requested = query.field;
        const list = listOf(
          context.snapshot,
          context.build,
          storageFieldFor(context.build, requested),
        );
        // Serialised here: a list of thousands of items is too big to pass through the schema serialiser.
        const plain: FastifyReply = reply;
        return plain
          .header('Cache-Control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(
            query.view === 'flags'
              ? compactAnswer(path, context, list)
              : flaggedJson(context.snapshot, list, context.index),
          );
      },
    );
  }
};
