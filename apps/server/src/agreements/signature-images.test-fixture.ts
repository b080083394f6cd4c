import { PNG } from 'pngjs';

/** A signature drawn on the 356 × 114 pad: a dark wave on white, as a PNG. */
export function drawnSignaturePng(width = 356, height = 114): Uint8Array {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const ink = Math.abs(y - height / 2 - Math.round((height / 4) * Math.sin(x / 20))) < 3;
      png.data.fill(ink ? 20 : 255, index, index + 3);
      png.data[index + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** An uploaded signature, 48 × 16, as a baseline JPEG (made once with jpeg-js; the server has no JPEG encoder). */
export const uploadedSignatureJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIABAAMAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AO+jdJY1kjZXRwGVlOQQehBoApazqkek2XnvG80jsI4okGTI56L+n/6+lAGD5/jG3/06a3tZoz9+xjxuQDqQfU49W+909ADp7S6gvbaO5tpFlhkGVZe/+fSgBt9eRWFlNd3BxHEpY8jJ9hnueg9zQBzXn+Mbj/Tobe1hjH3LGTG5wehJ9Rn1X7vT1AHSR6l4VkZdOtJdS0yUkxwKSXt26kA4JKnn/wDXywBd0azvby9/tnVh5chUrbWmMi3Q9z/tnv7dfQAG9QBzF3Z3nhy5kvdFt2ubKY5nsFz8rdnTAOPcAfpjaAOsba/169h1HVoXs7W2YNbWRJBLj+N+h4PQf0zuAOloA//Z',
  'base64',
);
