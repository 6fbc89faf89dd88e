// Styles only the public pages use, shipped in their chunk instead of the initial stylesheet.
const CSS = `
.field textarea,.field select{font:inherit;padding:.6rem .75rem;border-radius:var(--radius);border:1px solid #c9cedb}
.field textarea:focus,.field select:focus{outline:3px solid rgba(50,70,211,.35);border-color:var(--brand)}
.segmented{display:inline-flex;gap:.25rem;border:1px solid var(--line);border-radius:999px;padding:.25rem;margin:1rem 0 0}
.segmented legend{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.segmented label{padding:.35rem .9rem;border-radius:999px;cursor:pointer;font-weight:600}
.segmented label:has(input:checked){background:var(--brand);color:#fff}
.segmented input{position:absolute;opacity:0;width:1px;height:1px}
.segmented label:has(input:focus-visible){outline:3px solid rgba(50,70,211,.45)}
.badge{display:inline-block;font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:999px;background:#e7f6ec;color:var(--success)}
.team .avatar{display:inline-grid;place-items:center;width:3rem;height:3rem;border-radius:50%;background:var(--brand);color:#fff;font-weight:700}
.muted{color:var(--muted)}.success{color:var(--success);font-weight:600}
.button-row{display:flex;flex-wrap:wrap;gap:.5rem}
.policy-body h2{font-size:1.4rem}.policy-body h3{font-size:1.15rem}`;

export function PublicStyle() {
  return <style>{CSS}</style>;
}
