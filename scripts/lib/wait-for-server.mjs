// Waits until the server at URL answers, or until its process PID has ended (then exits 1): `npm start` prints the
// sign-ins only once the server listens.
//   node scripts/lib/wait-for-server.mjs http://127.0.0.1:3000 PID
const [url, pid] = process.argv.slice(2);

const running = () => {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
};

while (running()) {
  try {
    await fetch(`${url}/api/settings`, { signal: AbortSignal.timeout(5_000) });
    process.exit(0);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
process.exit(1);
