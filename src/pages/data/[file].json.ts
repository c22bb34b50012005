/**
 * /data/terms.json, /data/rules.json, … : the typed content as JSON, one file per collection (src/data/export.ts
 * lists them; docs/content.md, "Data export" describes the shape).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { EXPORTS, exportFile, type ExportName } from '../../data/export.ts';

export const getStaticPaths = (() => Object.keys(EXPORTS).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const data = await exportFile(params.file as ExportName, site);
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
