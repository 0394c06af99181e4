/**
 * Route validator compilers with a hand-written fast path (ADR 014 addendum). A quick check
 * reads the usual, valid input without zod and gives the value zod would; input it does not
 * accept (invalid, or merely unusual) goes through the route's zod schema, which decides and
 * names the bad fields as before. Each quick check has a property test against its schema.
 */
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/** The value zod would give for `data`, or null to let zod decide. */
export type QuickCheck = (data: unknown) => unknown;

type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

/** A validator compiler using `quick[httpPart]` first and the zod schema for everything else. */
export function quickValidatorCompiler(
  quick: Partial<Record<HttpPart, QuickCheck>>,
): FastifySchemaCompiler<FastifySchema> {
  return (route) => {
    // Every schema of these routes is a zod schema; Fastify types route compilers loosely.
    const thorough = validatorCompiler(route as FastifyRouteSchemaDef<$ZodType>);
    const check = route.httpPart ? quick[route.httpPart as HttpPart] : undefined;
    if (!check) return thorough;
    return (data: unknown) => {
      const value = check(data);
      return value === null ? thorough(data) : { value };
    };
  };
}
