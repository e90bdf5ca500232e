/**
 * The `path:line:col severity [rule] message` line every problem starts with
 * (src/diagnostics/formatDiagnostic.ts), as a VS Code problem matcher reads it.
 */
export const PROBLEM_PATTERN = '^(.+?):(\\d+):(\\d+) (error|warning) \\[([^\\]]+)\\] (.*)$';

const problemMatcher = (background?: { beginsPattern: string; endsPattern: string }) => ({
  owner: 'site',
  fileLocation: ['relative', '${workspaceFolder}'],
  pattern: { regexp: PROBLEM_PATTERN, file: 1, line: 2, column: 3, severity: 4, code: 5, message: 6 },
  ...(background ? { background: { activeBegin: true, ...background } } : {}),
});

/**
 * VS Code tasks that put the build's located problems in the editor, at their file and line,
 * for Markdown front matter as well as YAML: `site: preview` runs `site serve --watch` in the
 * background, and each save clears the old problems ("Rebuilding …") and shows the new ones.
 */
export function editorTasks(): object {
  return {
    version: '2.0.0',
    tasks: [
      {
        label: 'site: preview',
        detail: 'site serve --watch: preview at http://127.0.0.1:4321, content problems in the editor on every save',
        type: 'shell',
        command: 'npx site serve --watch',
        isBackground: true,
        problemMatcher: problemMatcher({ beginsPattern: '^Rebuilding', endsPattern: '^(Rebuilt in |Serving |\\d+ errors?, \\d+ warnings?$)' }),
      },
      {
        label: 'site: build',
        type: 'shell',
        command: 'npx site build',
        group: { kind: 'build', isDefault: true },
        problemMatcher: problemMatcher(),
      },
    ],
  };
}
