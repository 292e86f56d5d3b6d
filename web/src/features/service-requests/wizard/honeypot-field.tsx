/**
 * The honeypot (`fax`): off-screen, hidden from screen readers, out of the tab order and of autofill, so a
 * person never fills it; a form-filling robot does, and the server refuses the request. Not display:none,
 * which some robots skip.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
      <label htmlFor="service-fax">Fax (leave this empty)</label>
      <input
        id="service-fax"
        name="fax"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
