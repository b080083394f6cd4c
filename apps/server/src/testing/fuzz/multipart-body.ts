import fc from 'fast-check';

export interface GeneratedBody {
  contentType?: string;
  payload?: string | Buffer;
}

const fileSignatures = [
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('ffd8ffe0', 'hex'),
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('MZ'),
  Buffer.alloc(0),
];

interface Part {
  name: string;
  filename: string | undefined;
  content: Buffer;
}

const fileContent = fc
  .tuple(fc.constantFrom(...fileSignatures), fc.uint8Array({ maxLength: 3000 }))
  .map(([signature, rest]) => Buffer.concat([signature, rest]));

const validPart: fc.Arbitrary<Part> = fc.record({
  name: fc.constant('file'),
  filename: fc.constantFrom('scan.png', 'photo.jpg', 'passport.pdf', 'noextension', 'program.exe'),
  content: fileContent,
});

const hostilePart: fc.Arbitrary<Part> = fc.record({
  name: fc.oneof(fc.constant('file'), fc.string({ maxLength: 10 })),
  filename: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
  content: fileContent,
});

/**
 * A multipart body. Valid: one file in `file`, of a type the server may or may not take. Hostile: no part, several
 * parts, a field instead of a file, any part name or file name, a body cut short before its closing boundary.
 */
export function multipartBody(hostile: boolean): fc.Arbitrary<GeneratedBody> {
  const parts = hostile
    ? fc.oneof(
        hostilePart.map((part) => [part]),
        fc.array(fc.oneof(validPart, hostilePart), { maxLength: 3 }),
      )
    : validPart.map((part) => [part]);
  const truncated = hostile ? fc.boolean() : fc.constant(false);
  return fc.record({ parts, truncated }).map(({ parts: chosen, truncated: cut }) => {
    const boundary = 'fuzz-boundary';
    const payload = Buffer.concat([
      ...chosen.flatMap((part) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
            (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
            '\r\nContent-Type: application/octet-stream\r\n\r\n',
        ),
        part.content,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(cut ? '' : `--${boundary}--\r\n`),
    ]);
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
  });
}
