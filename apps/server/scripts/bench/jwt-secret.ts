/** The JWT secret of every server the benches start, so a token made for one is valid on another. */
export const benchJwtSecret = 'bench-secret-bench-secret-bench-secret!';
