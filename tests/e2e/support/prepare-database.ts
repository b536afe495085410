// Run in a child process by the browser tests' global setup (prepareEmptyDatabase in ./server.ts): creates and
// migrates an embedded database in the folder given, with the server's own code, so that every server a browser test
// starts on a new folder begins from a copy of it instead of running initdb and the migrations again.
import { openDatabase } from "../../../server/db/client";

const dir = process.argv[2];
if (!dir) throw new Error("usage: prepare-database.ts <pglite folder>");
const database = await openDatabase({ pgliteDir: dir });
await database.migrate();
await database.close();
