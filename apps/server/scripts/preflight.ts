// `npm start` runs this before it builds anything: a setting that would stop the server, or a port another program
// holds, is said in one sentence at once instead of after minutes of building.
import { loadConfig } from '../src/config/config.ts';
import { isPortFree, portTakenMessage } from '../src/startup/port.ts';

try {
  const config = loadConfig();
  if (!(await isPortFree(config.host, config.port))) throw new Error(portTakenMessage(config.host, config.port));
} catch (error) {
  process.stderr.write(`Keystone cannot start: ${(error as Error).message}\n`);
  process.exit(1);
}
