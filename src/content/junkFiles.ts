/**
 * Files an operating system or editor leaves beside the real ones, as glob patterns: not
 * content, never published, never part of the change fingerprint (README, "Public files").
 * Every other file counts, dot-files included, so `public/.well-known/security.txt` is published.
 */
export const JUNK_FILES = ['**/.DS_Store', '**/._*', '**/Thumbs.db', '**/desktop.ini', '**/.git/**', '**/*.swp', '**/*~', '**/4913'];
