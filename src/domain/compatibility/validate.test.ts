import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPONENT_FIELDS,
  createBuild,
  type Build,
  type ComponentField,
} from '../build/build-model';
import { productCategoryForField } from '../catalog/categories';
import type { Product } from '../catalog/specs';
import { issueSchema } from '../contracts/build';
import { BLOCKING_TYPES, type Issue } from '../issues/issue-types';
import { indexCatalogue } from './catalogue-index';
import {
  boardOf,
  caseOf,
  coolerOf,
  cpuOf,
  fansOf,
  gpuOf,
  hddOf,
  liquidCoolerOf,
  memoryOf,
  networkingOf,
  osOf,
  psuOf,
  sataSsdOf,
  scenario,
  soundcardOf,
  storageOf,
  sundriesOf,
} from './test-fixtures';
import { FlagMemo, flagCandidatesKept } from './flag-memo';
import { toIssue, type RuleField, type RuleOptions } from './rule';
import { COMPATIBILITY_RULES, rulesForField } from './rules/all-rules';
import { flagCandidates, issueInvolves, reasonFor, resolveParts, validate } from './validate';

/** A varied pool: compatible and incompatible parts, unknown facts, every stock status. */
const POOL: Product[] = [
  caseOf(),
  caseOf(
    {
      supportedBoards: ['Mini-ITX'],
      maxGpuLengthMm: 320,
      maxCoolerHeightMm: 70,
      expansionSlots: 3,
      bays35: 0,
      bays25: 1,
      radiatorMounts: { top: 0, front: 240, rear: 0, side: 0, bottom: 0 },
      supportedPsus: ['SFX'],
    },
    { id: 'case-itx' },
  ),
  caseOf({ maxGpuLengthMm: null, fanMounts: null, supportedBoards: null }, { id: 'case-unknown' }),
  cpuOf(),
  cpuOf(
    { hasIntegratedGraphics: false, integratedGraphics: null, boxedCooler: true, peakPowerW: 230 },
    { id: 'cpu-am5-f' },
  ),
  cpuOf(
    {
      vendor: 'intel',
      socket: 'LGA1700',
      generation: 'Raptor Lake',
      memoryTypes: ['DDR4', 'DDR5'],
      peakPowerW: 253,
    },
    { id: 'cpu-intel' },
  ),
  cpuOf({ socket: null, generation: null, peakPowerW: null, tdpW: null }, { id: 'cpu-unknown' }),
  boardOf(),
  boardOf(
    {
      formFactor: 'Mini-ITX',
      memorySlots: 2,
      m2Slots: 1,
      sataPorts: 1,
      pcieX16Slots: 1,
      pcieX1Slots: 0,
      maxMemoryGb: 96,
    },
    { id: 'board-itx' },
  ),
  boardOf(
    {
      vendor: 'intel',
      socket: 'LGA1700',
      memoryType: 'DDR4',
      biosSupport: { outOfBox: ['Alder Lake'], needsUpdate: ['Raptor Lake'] },
    },
    { id: 'board-intel' },
  ),
  boardOf(
    { m2Slots: null, sataPorts: null, memoryType: null, biosSupport: null },
    { id: 'board-unknown' },
  ),
  memoryOf(),
  memoryOf({ type: 'DDR4', speedMts: 3600 }, { id: 'memory-ddr4' }),
  memoryOf({ modules: 4, moduleSizeGb: 48, heightMm: 55, speedMts: 8000 }, { id: 'memory-big' }),
  memoryOf({ type: null, heightMm: null }, { id: 'memory-unknown' }),
  gpuOf(),
  gpuOf(
    { lengthMm: 357, slotWidth: 3.5, boardPowerW: 575 },
    { id: 'gpu-long', stock: { status: 'preorder', expectedDate: '2026-12-12' } },
  ),
  gpuOf({ powerConnectors: ['8-pin', '8-pin', '8-pin'], boardPowerW: 355 }, { id: 'gpu-3x8' }),
  gpuOf({ lengthMm: null, boardPowerW: null, powerConnectors: null }, { id: 'gpu-unknown' }),
  storageOf(),
  storageOf({}, { id: 'ssd-nvme-2' }),
  storageOf({}, { id: 'ssd-nvme-3', stock: { status: 'retired' } }),
  sataSsdOf(),
  hddOf(),
  storageOf({ kind: 'sata-ssd', formFactor: null }, { id: 'ssd-odd' }),
  psuOf(),
  psuOf(
    { wattage: 550, atx3: false, connectors: { pcie8Pin: 2, pcie16Pin: 0, eps8Pin: 1, sata: 4 } },
    { id: 'psu-550' },
  ),
  psuOf({ formFactor: 'SFX', wattage: 750 }, { id: 'psu-sfx' }),
  psuOf({ wattage: null, connectors: null }, { id: 'psu-unknown' }),
  coolerOf(),
  coolerOf({ heightMm: 170, ratedPowerW: 150, sockets: ['LGA1700'] }, { id: 'cooler-tall' }),
  liquidCoolerOf(),
  liquidCoolerOf({ radiatorMm: 420 }, { id: 'cooler-aio-420' }),
  coolerOf({ sockets: null, heightMm: null }, { id: 'cooler-unknown' }),
  fansOf(),
  fansOf(
    { sizeMm: 140, packSize: 1, maxNumAllowed: 4 },
    { id: 'fans-140', stock: { status: 'temp-unavailable' } },
  ),
  soundcardOf(),
  soundcardOf({ onboard: true, interface: 'onboard' }, { id: 'sound-onboard', pricePence: 0 }),
  networkingOf({ interface: 'PCIe x4', kind: 'ethernet' }, { id: 'lan-x4' }),
  networkingOf({ interface: 'USB' }, { id: 'wifi-usb' }),
  osOf(),
  osOf({ maxMemoryGb: null }, { id: 'os-unknown' }),
  sundriesOf(),
];
const INDEX = indexCatalogue(POOL);
const BY_ID = new Map(POOL.map((p) => [p.id, p]));
const candidatesFor = (field: ComponentField) =>
  POOL.filter((p) => p.category === productCategoryForField(field));

const fieldArbitrary = (field: ComponentField) =>
  fc.constantFrom<string | null>(null, ...candidatesFor(field).map((p) => p.id));
const buildArbitrary: fc.Arbitrary<Build> = fc
  .record({
    chipset: fc.constantFrom<1 | 2 | null>(1, 2, 2, 2, null),
    fansTotal: fc.integer({ min: 1, max: 4 }),
    parts: fc.record(
      Object.fromEntries(COMPONENT_FIELDS.map((f) => [f, fieldArbitrary(f)])) as Record<
        ComponentField,
        fc.Arbitrary<string | null>
      >,
    ),
  })
  .map(({ chipset, fansTotal, parts }) =>
    createBuild({
      chipset,
      caseSize: 2,
      buildStep: 3,
      ...parts,
      fansTotal: parts.fans === null ? null : fansTotal,
    }),
  );

describe('validate', () => {
  it('totalCost is the chosen prices, fans counted fansTotal times, plus the assembly line it names', () => {
    fc.assert(
      fc.property(buildArbitrary, (build) => {
        let expected = 0;
        for (const field of COMPONENT_FIELDS) {
          const id = build[field];
          const product = id === null ? undefined : BY_ID.get(id);
          if (product && field !== 'sundries')
            expected += product.pricePence * (field === 'fans' ? (build.fansTotal ?? 1) : 1);
        }
        const result = validate(build, INDEX);
        expect(result.totalCost).toBe(expected + (result.assembly?.pricePence ?? 0));
        if (build.sundries !== null) expect(result.assembly?.id).toBe(build.sundries);
      }),
      { numRuns: 300 },
    );
  });

  it('counts the assembly charge for the case size before completion, so the total does not jump when it is set', () => {
    const { build, index } = scenario({}, { caseSize: 2 }, [
      sundriesOf({ id: 'assembly-mid', pricePence: 8_900 }),
    ]);
    const running = validate(build, index);
    expect(running.assembly?.id).toBe('assembly-mid');
    const completed = validate({ ...build, sundries: 'assembly-mid' }, index);
    expect(completed.totalCost).toBe(running.totalCost);
    expect(running.totalCost - validate(build, scenario().index).totalCost).toBe(8_900);
  });

  it('is deterministic and leaves the build untouched', () => {
    fc.assert(
      fc.property(buildArbitrary, fc.boolean(), (build, completing) => {
        const before = JSON.stringify(build);
        const first = validate(build, INDEX, { completing, today: '2026-11-22' });
        const second = validate(structuredClone(build), INDEX, { completing, today: '2026-11-22' });
        expect(second).toEqual(first);
        expect(JSON.stringify(build)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('answers issues of the contract shape, each in the list its type belongs to', () => {
    fc.assert(
      fc.property(buildArbitrary, fc.boolean(), (build, completing) => {
        const { issues, warnings } = validate(build, INDEX, { completing });
        for (const issue of [...issues, ...warnings])
          expect(issueSchema.parse(issue)).toEqual(issue);
        expect(
          warnings.every((w) =>
            ['warning', 'partiallyincompatible', 'preorder', 'temp-unavailable'].includes(w.type),
          ),
        ).toBe(true);
        expect(
          issues.every((i) =>
            ['error', 'missingslot', 'missing', 'missingselection', 'initial', 'retired'].includes(
              i.type,
            ),
          ),
        ).toBe(true);
        // Spec: the tag contains 'missing' for missing components, and only for them.
        const missingTypes = ['missing', 'missingselection', 'initial'];
        for (const issue of [...issues, ...warnings]) {
          expect(issue.tag.includes('missing'), issue.tag).toBe(missingTypes.includes(issue.type));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a full compatible build has no issues and no warnings', () => {
    const { build, index } = scenario({
      fans: fansOf(),
      soundcard: soundcardOf(),
      networking: networkingOf(),
      sundries: sundriesOf(),
      secondaryStorage: sataSsdOf(),
    });
    const result = validate(build, index, { completing: true, today: '2026-11-22' });
    expect(result.issues).toEqual([]);
    expect(result.warnings).toEqual([]);
  });
});

/** Not-verified tags of checks that can only warn: they never make a flag null. */
const ADVISORY_CHECKS = new Set([
  'not-verified-memory-speed',
  'not-verified-cooler-power',
  'not-verified-memory-cooler-clearance',
  'not-verified-os-memory',
  'not-verified-integrated-graphics',
]);

describe('resolveParts', () => {
  it("resolves every component field, in COMPONENT_FIELDS' order, to a product of its own category only", () => {
    const index = indexCatalogue(POOL);
    const byCategory = new Map(POOL.map((product) => [product.category, product]));
    expect(Object.keys(resolveParts(createBuild(), index))).toEqual(COMPONENT_FIELDS);
    for (const field of COMPONENT_FIELDS) {
      const own = byCategory.get(productCategoryForField(field)!)!;
      expect(resolveParts(createBuild({ [field]: own.id }), index)[field]).toBe(own);
      const other = POOL.find((product) => product.category !== own.category)!;
      expect(resolveParts(createBuild({ [field]: other.id }), index)[field]).toBeNull();
      expect(resolveParts(createBuild({ [field]: 'no-such-id' }), index)[field]).toBeNull();
    }
  });
});

describe('flagCandidates', () => {
  const FLAGGED_FIELDS: ComponentField[] = [
    'case',
    'cpu',
    'motherboard',
    'memory',
    'gpu',
    'storage',
    'secondaryStorage',
    'tertiaryStorage',
    'psu',
    'coolingCpu',
    'fans',
    'soundcard',
    'networking',
    'os',
  ];

  it('agrees with validate: false raises an error or missingslot naming the candidate, true raises none', () => {
    const seen = { true: 0, false: 0, null: 0 };
    fc.assert(
      fc.property(buildArbitrary, fc.constantFrom(...FLAGGED_FIELDS), (build, field) => {
        const candidates = candidatesFor(field);
        const flags = flagCandidates(build, candidates, field, INDEX);
        candidates.forEach((candidate, i) => {
          const withCandidate = { ...build, [field]: candidate.id };
          if (field === 'fans' && withCandidate.fansTotal === null) withCandidate.fansTotal = 1;
          const blocking = validate(withCandidate, INDEX).issues.filter(
            (issue) => BLOCKING_TYPES.has(issue.type) && issueInvolves(issue, candidate.id),
          );
          seen[String(flags[i]) as keyof typeof seen] += 1;
          if (flags[i] === false)
            expect(blocking.length, `${candidate.id} flagged false`).toBeGreaterThan(0);
          if (flags[i] === true) expect(blocking, `${candidate.id} flagged true`).toEqual([]);
          const checked = build.chipset !== null && (build.case !== null || field === 'case');
          if (flags[i] === null && checked) {
            // null only for an unverifiable check that could block: never for a warning-level one alone.
            const unverified = validate(withCandidate, INDEX).warnings.filter(
              (w) =>
                w.tag.startsWith('not-verified-') &&
                !ADVISORY_CHECKS.has(w.tag) &&
                issueInvolves(w, candidate.id),
            );
            expect(unverified.length, `${candidate.id} flagged null`).toBeGreaterThan(0);
          }
        });
      }),
      { numRuns: 400 },
    );
    // The pool is varied enough that every outcome is exercised many times.
    expect(Math.min(seen.true, seen.false, seen.null)).toBeGreaterThan(50);
  });

  it('flags graphics cards against the case: fits, too long, unknown length', () => {
    const { build, index } = scenario({ gpu: null });
    const cards = [
      gpuOf({ lengthMm: 340 }, { id: 'fits' }),
      gpuOf({ lengthMm: 357 }, { id: 'long' }),
      gpuOf({ lengthMm: null }, { id: 'unknown' }),
    ];
    expect(flagCandidates(build, cards, 'gpu', index)).toEqual([true, false, null]);
  });

  it("writes a greyed part's reason about 'this graphics card', so parts with one conflict share it", () => {
    const { build, index } = scenario({ gpu: null });
    const cards = [
      gpuOf({ lengthMm: 357 }, { id: 'long-a' }),
      gpuOf({ lengthMm: 357 }, { id: 'long-b', shortName: 'Other Card 9000' }),
    ];
    const reasons: (string | null)[] = [];
    expect(flagCandidates(build, cards, 'gpu', index, reasons)).toEqual([false, false]);
    expect(reasons[0]).toMatch(/^This graphics card /);
    expect(reasons[0]).not.toContain(cards[0]!.shortName);
    expect(reasons[1]).toBe(reasons[0]);
  });

  it("reasonFor names the candidate 'this …' at a sentence's start, after 'the' and alone", () => {
    const card = gpuOf({}, { id: 'named', brand: 'Acme', shortName: 'Blaze 7' });
    const draft = (text: string) => ({
      type: 'error' as const,
      tag: 't',
      route: 'gpu' as const,
      main: card,
      message: () => text,
      detail: () => '',
    });
    expect(
      reasonFor(draft('The Acme Blaze 7 is 357 mm long; the Acme Blaze 7 needs room.'), card),
    ).toBe('This graphics card is 357 mm long; this graphics card needs room.');
    expect(reasonFor(draft('Acme Blaze 7 and Acme Blaze 7.'), card)).toBe(
      'this graphics card and this graphics card.',
    );
    expect(reasonFor(draft('No name here.'), card)).toBe('No name here.');
  });

  it('flags motherboards against the CPU and memory, and memory against the board', () => {
    const { build, index } = scenario({ motherboard: null });
    const boards = [
      boardOf(),
      boardOf({ socket: 'LGA1700', vendor: 'intel' }, { id: 'intel' }),
      boardOf({ memorySlots: 1 }, { id: 'one-slot' }),
    ];
    expect(flagCandidates(build, boards, 'motherboard', index)).toEqual([true, false, false]);
    const kits = [memoryOf(), memoryOf({ type: 'DDR4' }, { id: 'ddr4' })];
    expect(flagCandidates(scenario().build, kits, 'memory', index)).toEqual([true, false]);
  });

  it('an unknown fact that could only raise a warning leaves the flag true', () => {
    const { build, index } = scenario({ memory: null });
    const kits = [
      memoryOf({ speedMts: null }, { id: 'speed-unknown' }),
      memoryOf({ heightMm: null }, { id: 'height-unknown' }),
      memoryOf({ modules: null }, { id: 'modules-unknown' }),
    ];
    expect(flagCandidates(build, kits, 'memory', index)).toEqual([true, true, null]);
    const coolers = [coolerOf({ ratedPowerW: null }, { id: 'rating-unknown' })];
    expect(flagCandidates(scenario().build, coolers, 'coolingCpu', index)).toEqual([true]);
  });

  it('warnings alone do not make a candidate incompatible', () => {
    const { build, index } = scenario();
    const psus = [
      psuOf({ wattage: 700 }, { id: 'tight' }),
      psuOf({ formFactor: 'SFX' }, { id: 'sfx' }),
      psuOf({ wattage: 400 }, { id: 'weak' }),
    ];
    expect(flagCandidates(build, psus, 'psu', index)).toEqual([true, true, false]);
  });

  it('a candidate of another category, or a build without chipset or case, gets null', () => {
    const { build, index } = scenario();
    expect(flagCandidates(build, [cpuOf()], 'gpu', index)).toEqual([null]);
    expect(flagCandidates({ ...build, chipset: null }, [gpuOf()], 'gpu', index)).toEqual([null]);
    expect(flagCandidates({ ...build, case: null }, [caseOf()], 'case', index)).toEqual([true]);
  });

  it('does not change the build it is given', () => {
    const { build, index } = scenario();
    const before = JSON.stringify(build);
    flagCandidates(build, [gpuOf({ lengthMm: 999 }, { id: 'huge' })], 'gpu', index);
    expect(JSON.stringify(build)).toBe(before);
    expect(validate(build, index).issues).toEqual([]);
  });

  /** The fields a build can change between two calls, one choice at a time. */
  const CHANGEABLE: readonly RuleField[] = [...COMPONENT_FIELDS, 'chipset', 'fansTotal'];
  /** A shopper's session: a build, then choices of one or two fields at a time, one list flagged after each. */
  const sessionArbitrary = fc
    .tuple(
      buildArbitrary,
      fc.constantFrom(...FLAGGED_FIELDS),
      fc.array(
        fc.record({
          from: buildArbitrary,
          fields: fc.subarray([...CHANGEABLE], { minLength: 1, maxLength: 2 }),
          // Mostly the same list again (its kept verdicts are what is under test), sometimes another.
          other: fc.option(fc.constantFrom(...FLAGGED_FIELDS), { freq: 4 }),
        }),
        { minLength: 1, maxLength: 12 },
      ),
    )
    .map(([first, field, choices]) => {
      let build = { ...first, chipset: first.chipset ?? 2, case: first.case ?? 'case-am5' };
      return [
        { build, field },
        ...choices.map(({ from, fields, other }) => {
          build = { ...build, ...Object.fromEntries(fields.map((f) => [f, from[f]])) };
          return { build, field: other ?? field };
        }),
      ];
    });

  const LISTS = new Map(FLAGGED_FIELDS.map((field) => [field, candidatesFor(field)]));

  it('flagCandidatesKept gives the flags and reasons of flagCandidates over a session sharing one memo', () => {
    fc.assert(
      fc.property(sessionArbitrary, fc.constantFrom(3, 256), (session, maxKept) => {
        const memo = new FlagMemo(maxKept);
        for (const { build, field } of session) {
          // The same list object on every call, as the server's lists are (the memo keys by it).
          const candidates = LISTS.get(field)!;
          const reasons: (string | null)[] = [];
          const flags = flagCandidates(build, candidates, field, INDEX, reasons);
          const kept = flagCandidatesKept(build, candidates, field, INDEX, memo);
          expect(kept.flags).toEqual(flags);
          expect(kept.reasons).toEqual(reasons.map((reason) => reason ?? null));
        }
        expect(memo.size).toBeLessThanOrEqual(maxKept);
      }),
      { numRuns: 500 },
    );
  });

  it('after a choice in another category, flagCandidatesKept judges again only the rules that read it', () => {
    const { build, index } = scenario({ memory: null });
    const kits = [memoryOf(), memoryOf({ type: 'DDR4' }, { id: 'ddr4' })];
    const memo = new FlagMemo();
    const memoryRules = rulesForField('memory');
    expect(flagCandidatesKept(build, kits, 'memory', index, memo).flags).toEqual([true, false]);
    expect(memo.size).toBe(memoryRules.length);
    // Another graphics card: of the memory rules, only those reading the card need new verdicts.
    const card = gpuOf({ lengthMm: 300 }, { id: 'other-card' });
    const withCard = indexCatalogue([...index.byId.values(), card]);
    const memoOnNewIndex = new FlagMemo();
    flagCandidatesKept(build, kits, 'memory', withCard, memoOnNewIndex);
    const changed = { ...build, gpu: card.id };
    expect(flagCandidatesKept(changed, kits, 'memory', withCard, memoOnNewIndex).flags).toEqual([
      true,
      false,
    ]);
    const readingGpu = memoryRules.filter((rule) => rule.fields.includes('gpu')).length;
    expect(readingGpu).toBeGreaterThan(0);
    expect(memoOnNewIndex.size).toBe(memoryRules.length + readingGpu);
    // The same kits again under the first build: every verdict is kept, nothing new.
    flagCandidatesKept(build, kits, 'memory', withCard, memoOnNewIndex);
    expect(memoOnNewIndex.size).toBe(memoryRules.length + readingGpu);
  });
});

describe('compatibility rules', () => {
  const FLAGGING: RuleOptions = {
    completing: false,
    today: null,
    explain: false,
    advisories: false,
  };
  const VALIDATING: RuleOptions = {
    completing: true,
    today: '2026-11-22',
    explain: true,
    advisories: true,
  };

  it('each reads only the fields it declares (flagging keeps verdicts by them)', () => {
    fc.assert(
      fc.property(
        buildArbitrary,
        buildArbitrary,
        fc.constantFrom(...COMPATIBILITY_RULES),
        fc.constantFrom(FLAGGING, VALIDATING),
        (own, other, rule, options) => {
          // Another build that agrees with this one only on the fields the rule declares.
          const mixed: Build = {
            ...other,
            ...Object.fromEntries(rule.fields.map((field) => [field, own[field]])),
          };
          const issuesOf = (build: Build) => {
            const issues: Issue[] = [];
            const parts = resolveParts(build, INDEX);
            const out = {
              add: (draft: Parameters<typeof toIssue>[0]) => issues.push(toIssue(draft)),
            };
            rule.check({ build, parts, index: INDEX, options, out });
            return issues;
          };
          expect(issuesOf(mixed), rule.name).toEqual(issuesOf(own));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
