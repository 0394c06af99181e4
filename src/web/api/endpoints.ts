/**
 * Every API call of the web app (spec section 7) in one typed table: the key is
 * 'METHOD path' with `{param}` placeholders, the value its query, body and answer (the
 * unwrapped `data`). Fetchers call `callApi`, and the test harness's request handlers are
 * typed from the same table, so a wrong path or shape fails to compile or to match.
 */
import type { Build } from '../../domain/build/build-model';
import type { CaseSizeFilter, ChipsetFilterId } from '../../domain/catalog/categories';
import type { ValidationResponse } from '../../domain/contracts/build';
import type {
  BuildOverview,
  CompleteResponse,
  SaveResponse,
  SavedBuildResponse,
} from '../../domain/contracts/build-api';
import type { BuildSetTypeItem, CaseItem } from '../../domain/contracts/catalog';
import type { CompactFlags, CompactList } from '../../domain/contracts/compact-list';
import type { PartField, PartSearch, PartsThatFit } from '../../domain/contracts/part-search';
import type { PartSort } from '../../domain/catalog/part-search';
import type { PreconfiguredBuild } from '../../domain/contracts/preconfigured-builds';
import type {
  BuildsPage,
  FilterEntry,
  PreconfiguredBuildItem,
} from '../../domain/contracts/preconfigured-builds';
import type {
  ErrorLogRequest,
  LandingActivityRequest,
  SettingsResponse,
} from '../../domain/contracts/platform';
import type { StorageField } from '../../domain/build/build-model';
import { apiGet, apiPost, type RequestOptions } from '../lib/api-client';

/** Query values; an array is sent as the name repeated (`filter=a&filter=b`). */
type Query = Record<string, string | number | readonly string[] | undefined>;

interface Endpoint<Response, Body = undefined, Q extends Query | undefined = undefined> {
  response: Response;
  body: Body;
  query: Q;
}

/** The web client asks for the compact answers beside the spec's shapes (ADR 034). */
type ComponentList<Q extends Query = Record<never, never>> = Endpoint<
  CompactList,
  undefined,
  Q & { view: 'compact' }
>;
type FlaggedList<Q extends Query = Record<never, never>> = Endpoint<
  CompactFlags,
  Build,
  Q & { view: 'flags' }
>;

export interface ApiEndpoints {
  'GET settings': Endpoint<SettingsResponse>;
  'POST errors': Endpoint<{ id: string }, ErrorLogRequest>;
  'POST activities/landing': Endpoint<{ id: string }, LandingActivityRequest>;

  'GET configurator/allcasecomponents': Endpoint<
    CaseItem[],
    undefined,
    { caseSize: CaseSizeFilter }
  >;
  'GET configurator/casecomponent': Endpoint<CaseItem, undefined, { id: string }>;
  'GET configurator/allcpucomponents': ComponentList<{ chipset: ChipsetFilterId }>;
  'GET configurator/allmotherboardcomponents': ComponentList<{
    caseSize: CaseSizeFilter;
    chipset: ChipsetFilterId;
  }>;
  'GET configurator/allmemorycomponents': ComponentList;
  'GET configurator/allgpucomponents': ComponentList;
  'GET configurator/allstoragecomponents': ComponentList;
  'GET configurator/allpsucomponents': ComponentList;
  'GET configurator/allcpucoolingcomponents': ComponentList<{ chipset: ChipsetFilterId }>;
  'GET configurator/allcasecoolingcomponents': ComponentList<{ caseId: string }>;
  'GET configurator/allsoundcardcomponents': ComponentList;
  'GET configurator/allnetworkingcomponents': ComponentList;
  'GET configurator/allOperatingSystemComponents': ComponentList;
  'GET configurator/allBuildSetTypes': Endpoint<BuildSetTypeItem[]>;

  'POST configurator/motherboardcomponentswithflag': FlaggedList;
  'POST configurator/memorycomponentswithflag': FlaggedList;
  'POST configurator/gpucomponentswithflag': FlaggedList;
  'POST configurator/storagecomponentswithflag': FlaggedList<{ field: StorageField }>;
  'POST configurator/psucomponentswithflag': FlaggedList;
  'POST configurator/cpucoolingcomponentswithflag': FlaggedList;
  'POST configurator/fanscomponentswithflag': FlaggedList;
  'POST configurator/soundcardsswithflag': FlaggedList;
  'POST configurator/networkingsswithflag': FlaggedList;

  // Part search and the parts that fit (docs/build-api.md, ADR 108 and 109).
  'POST configurator/searchparts': Endpoint<PartSearch, Build, PartSearchRequest>;
  'POST configurator/partsthatfit': Endpoint<
    PartsThatFit,
    Build,
    { field: PartField; limit?: number }
  >;

  'POST configurator/validate': Endpoint<ValidationResponse, Build>;
  'POST configurator/SaveLocalBuild': Endpoint<SaveResponse, Build>;
  'POST configurator/completeBuild': Endpoint<CompleteResponse, Build>;
  'POST configurator/completeBuildAndSave': Endpoint<CompleteResponse, Build>;
  'POST configurator/buildOverview': Endpoint<BuildOverview, Build, { route?: string }>;
  'GET configurator/build/{id}': Endpoint<SavedBuildResponse>;

  // Pre-configured builds (spec section 7 "Listing and filters"; docs/preconfigured-builds.md).
  'GET configurator/getbuilds': Endpoint<BuildsPage, undefined, GetBuildsQuery>;
  'GET configurator/allbuilds': Endpoint<PreconfiguredBuildItem[]>;
  'GET configurator/getgamefilters': Endpoint<FilterEntry[]>;
  'GET configurator/getresolutionfilters': Endpoint<FilterEntry[]>;
  'GET configurator/preconfiguredbuild/{id}': Endpoint<PreconfiguredBuild>;
}

/** GET getbuilds query: the featured query or the filters, with paging (absent = any). */
export interface GetBuildsQuery extends Query {
  featured?: 'true';
  chipset?: ChipsetFilterId;
  gameId?: number;
  resolutionId?: number;
  pageSize: number;
  pageNumber: number;
}

/** POST searchparts query: the list (build field), words, `facet:value` filters, price, paging. */
export interface PartSearchRequest extends Query {
  field: PartField;
  q?: string;
  filter?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  compatible?: 'true' | 'false';
  sort?: PartSort;
  page?: number;
  pageSize?: number;
}

export type EndpointKey = keyof ApiEndpoints;
export type ResponseOf<K extends EndpointKey> = ApiEndpoints[K]['response'];

type ParamsOf<K extends string> = K extends `${string}{${infer P}}${infer Rest}`
  ? { [key in P]: string } & ParamsOf<Rest>
  : unknown;

/** What a call takes besides its key: path params, query, body and the abort signal. */
export type CallOptions<K extends EndpointKey> = RequestOptions &
  (keyof ParamsOf<K> extends never ? { params?: undefined } : { params: ParamsOf<K> }) &
  (ApiEndpoints[K]['query'] extends undefined
    ? { query?: undefined }
    : { query: ApiEndpoints[K]['query'] }) &
  (ApiEndpoints[K]['body'] extends undefined
    ? { body?: undefined }
    : { body: ApiEndpoints[K]['body'] });

/** 'GET configurator/build/{id}' + { id: 'x y' } -> 'configurator/build/x%20y'. */
export function pathOf(key: EndpointKey, params: Record<string, string> = {}, query?: Query) {
  const template = key.slice(key.indexOf(' ') + 1);
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value))
      for (const each of value as readonly string[]) search.append(name, each);
    else if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls one endpoint of the table: the answer comes back unwrapped and typed. */
export function callApi<K extends EndpointKey>(
  key: K,
  options: CallOptions<K>,
): Promise<ResponseOf<K>> {
  const { params, query, body, signal, onResponse } = options as RequestOptions & {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
  };
  const path = pathOf(key, params, query);
  return key.startsWith('GET ')
    ? apiGet<ResponseOf<K>>(path, { signal, onResponse })
    : apiPost<ResponseOf<K>>(path, body, { signal, onResponse });
}
