import { publicFileUrl } from '../../firebase/storage';
import { initials } from '../../lib/initials';

/** A member's photo, or their initials when there is none. */
export function TeamPhoto({ name, path, alt }: { name: string; path: string | null; alt: string }) {
  if (!path) {
    return (
      <span className="ops-photo" aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return <img className="ops-photo" src={publicFileUrl(path)} alt={alt} width={72} height={72} />;
}
