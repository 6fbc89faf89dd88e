import { useLingui } from '@lingui/react';
import { listPublicTeam } from '../../firebase/catalogue';
import { publicFileUrl } from '../../firebase/storage';
import { initials } from '../../lib/initials';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useVariant } from '../../ui/variant';
import { loadSource, useCachedLoad } from './cached-load';
import { Icon } from './home/illustrations';
import { aboutPage as m, publicData, teamSection } from './messages';

export function AboutPage() {
  const { _ } = useLingui();
  const { product } = useVariant();
  const team = useCachedLoad(listPublicTeam, 'team');
  return (
    <div className="prose">
      <PageHeader title={nav.about} art={<Icon name="people" />} />
      <p>{_(product === 'connect' ? m.connectBody : m.smmBody)}</p>
      <p>{_(m.teamBody)}</p>
      <section aria-labelledby="team-title" data-load={loadSource(team)}>
        <h2 id="team-title">{_(teamSection.title)}</h2>
        {team.state === 'loading' ? <Spinner /> : null}
        {team.state === 'failed' ? <p role="alert">{_(publicData.loadFailed)}</p> : null}
        {team.state === 'ready' && team.value.length === 0 ? (
          <p className="empty">{_(teamSection.empty)}</p>
        ) : null}
        {team.state === 'ready' && team.value.length > 0 ? (
          <ul className="cards team">
            {team.value.map((member) => (
              <li className="card" key={member.id}>
                {member.photoPath ? (
                  <img
                    className="avatar"
                    src={publicFileUrl(member.photoPath)}
                    alt=""
                    width={48}
                    height={48}
                    style={{ objectFit: 'cover' }}
                  />
                ) : (
                  <span className="avatar" aria-hidden="true">
                    {initials(member.name)}
                  </span>
                )}
                <h3>{member.name}</h3>
                {member.title ? <p className="muted">{member.title}</p> : null}
                {member.bio ? <p>{member.bio}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
