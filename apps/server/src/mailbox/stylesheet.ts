// Served from /dev/mailbox/mailbox.css so the mailbox and the phone inbox need no inline style under the server's CSP.
export const mailboxStylesheet = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f4f5f7; color: #1c2430; }
header { background: #12304f; color: #fff; padding: 1.5rem 2rem; }
header h1 { margin: 0 0 .25rem; font-size: 1.5rem; }
header p { margin: 0; opacity: .85; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 2rem 3rem; }
.summary { color: #4a5566; }
.message { background: #fff; border: 1px solid #d9dde3; border-radius: .5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
.message h2 { margin: 0 0 .5rem; font-size: 1.15rem; }
.message dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 .75rem; color: #4a5566; }
.message dt { font-weight: 600; }
.message dd { margin: 0; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; padding-top: .75rem; border-top: 1px solid #eceef2; }
a { color: #0b5cad; }
.code { font: 700 2.5rem/1.2 ui-monospace, "SF Mono", Menlo, Consolas, monospace; letter-spacing: .3em; margin: .25rem 0 .75rem; color: #12304f; }
.notice { background: #fff7e0; border: 1px solid #f0d58c; border-radius: .5rem; padding: .75rem 1rem; }
`;
