import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FolderList } from '@plateau/contracts';

/**
 * GET /api/folders answers up to a hundred rows of twenty-odd fields: a serializer compiled once
 * from the contract's JSON Schema writes them about twice as fast as validating the answer with
 * zod and then JSON.stringify. Like zod, it writes only the contract's fields. The answer is
 * built by our own code from typed rows (folders-list-serializer.test.ts checks that both write
 * the same); other statuses (400) go through zod as everywhere else.
 */
export const serializeFolderList = fastJsonStringify(
  z.toJSONSchema(FolderList, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJsonStringify>[0],
);

type ZodSerializerCompiler = typeof serializerCompiler;

export const folderListSerializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  route.httpStatus === '200'
    ? (data) => serializeFolderList(data)
    : serializerCompiler(route as Parameters<ZodSerializerCompiler>[0]);
