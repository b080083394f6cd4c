// Where the benches' servers write their log lines: thrown away as written (their cost is measured without filling
// the terminal), the last one kept so the bench can check that ours and the fair bare server write the same line.
import { Writable } from 'node:stream';

export function lastLineKeeper() {
  let lastLine = '';
  const stream = new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      lastLine = String(chunk);
      done();
    },
  });
  return {
    stream,
    /** Answers `{ lastLogLine: true }` from the parent with `{ lastLogLine: '…' }`. */
    answerLastLineOverIpc() {
      process.on('message', (message: { lastLogLine?: boolean }) => {
        if (message.lastLogLine === true) process.send?.({ lastLogLine: lastLine });
      });
    },
  };
}
