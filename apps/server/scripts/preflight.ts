// `npm start` runs this before it builds anything: a setting that would stop the server, or a port another program
// holds, is said in one sentence at once instead of after minutes of building. Prints the address the server will
// listen on.
import { loadConfig } from '../src/config/config.ts';
import { isPortFree, portTakenMessage } from '../src/startup/port.ts';

try {
  const config = loadConfig();
  if (!(await isPortFree(config.host, config.port))) throw new Error(portTakenMessage(config.host, config.port));
  process.stdout.write(`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}\n`);
} catch (error) {
  process.stderr.write(`Keystone cannot start: ${(error as Error).message}\n`);
  process.exit(1);
}
