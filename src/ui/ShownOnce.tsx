// A secret the server gives out once (an API key, a webhook's signing secret): the sentence
// asking to copy it now, the value selected on focus, and a button that hides it for good.

export function ShownOnce({
  text,
  value,
  label,
  done,
  onDone,
  ...data
}: {
  text: string;
  value: string;
  label: string;
  done: string;
  onDone: () => void;
  [dataAttribute: `data-${string}`]: boolean | string;
}) {
  return (
    <div className="notice" role="alert" {...data}>
      <p>{text}</p>
      <input readOnly value={value} aria-label={label} onFocus={(e) => e.currentTarget.select()} />{' '}
      <button type="button" className="button" onClick={onDone}>
        {done}
      </button>
    </div>
  );
}
