import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

type ZodSerializerCompiler = typeof serializerCompiler;

/**
 * GET /api/calendar answers a busy week's thousands of blocks of thirty fields: validating that
 * with zod cost as much as reading it, and a serializer compiled from the JSON Schema is slower
 * still (its nullable fields are anyOf, checked value by value). The answer is built field by
 * field by calendar-blocks.ts from typed rows, so it holds the contract's fields and no other
 * (calendar.test.ts parses answers with the contract): JSON.stringify writes it. Other statuses
 * go through zod as everywhere else.
 */
export const calendarSerializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  route.httpStatus === '200'
    ? (data) => JSON.stringify(data)
    : serializerCompiler(route as Parameters<ZodSerializerCompiler>[0]);
