import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TruckList } from '@plateau/contracts';

/**
 * GET /api/trucks answers the whole fleet to the map (2,000 trucks and more): validating that with
 * zod and then JSON.stringify cost more than the query. A serializer compiled once from the
 * contract's JSON Schema writes only the contract's fields, like zod (truck-list.serializer.test.ts
 * checks both write the same); other statuses go through zod as everywhere else.
 */
export const serializeTruckList = fastJsonStringify(
  z.toJSONSchema(TruckList, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJsonStringify>[0],
);

type ZodSerializerCompiler = typeof serializerCompiler;

export const truckListSerializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  route.httpStatus === '200'
    ? (data) => serializeTruckList(data)
    : serializerCompiler(route as Parameters<ZodSerializerCompiler>[0]);
