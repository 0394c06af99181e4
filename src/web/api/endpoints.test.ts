import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoints';

describe('pathOf', () => {
  it('sends an array query value as the name repeated', () => {
    expect(
      pathOf(
        'POST configurator/searchparts',
        {},
        {
          field: 'motherboard',
          filter: ['socket:AM5', 'formFactor:Micro-ATX'],
          q: 'B650 wifi',
          page: 2,
          sort: undefined,
        },
      ),
    ).toBe(
      'configurator/searchparts?field=motherboard&filter=socket%3AAM5&filter=formFactor%3AMicro-ATX&q=B650+wifi&page=2',
    );
  });

  it('fills path parameters', () => {
    expect(pathOf('GET configurator/build/{id}', { id: 'a b' })).toBe('configurator/build/a%20b');
  });
});
