// React's runtime on its own, which main.tsx evaluates one task before the rest of the boot
// graph (boot-runtime.tsx): React DOM's module body is the largest share of evaluating that
// graph, and in one task the two blocked input for about 175 ms at a phone's CPU speed
// (Lighthouse's 4x slowdown), counted whole in Total Blocking Time. Split, each stays short.

export { createRoot, hydrateRoot } from 'react-dom/client';
