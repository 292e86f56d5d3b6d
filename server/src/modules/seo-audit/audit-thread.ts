import { parentPort } from 'node:worker_threads';
import { buildAudit } from './build-audit';
import type { AuditThreadReply, AuditThreadRequest } from './build-audit-in-thread';

/**
 * The thread an audit's documents are read on (build-audit-in-thread.ts): parsing a hostile page can take
 * seconds, and here it takes them from this thread alone, which is ended when its budget runs out.
 */
const port = parentPort;
if (!port) throw new Error('audit-thread runs as a worker thread');
port.once('message', ({ domain, site }: AuditThreadRequest) => {
  let reply: AuditThreadReply;
  try {
    reply = { ok: true, audit: buildAudit(domain, site) };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
// Loading the modules above is not the audit's work; its budget starts once they are in.
port.postMessage({ ready: true });
