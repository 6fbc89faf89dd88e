import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed } from './parseFeed';

const BASE = 'https://blog.example/feed';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Studio &amp; Co</title>
    <link>https://blog.example/</link>
    <item>
      <title>Autumn classes</title>
      <link>https://blog.example/autumn</link>
      <guid isPermaLink="false">post-17</guid>
      <description><![CDATA[<p>Six <b>new</b> classes.</p>]]></description>
      <pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate>
      <enclosure url="https://cdn.blog.example/autumn.jpg" type="image/jpeg" length="1000"/>
    </item>
    <item>
      <title>Relative</title>
      <link>/relative</link>
      <media:content url="/img/r.png" medium="image"/>
    </item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom studio</title>
  <id>urn:feed</id>
  <updated>2026-11-20T00:00:00Z</updated>
  <entry>
    <title>Edited later</title>
    <id>urn:uuid:1</id>
    <link rel="alternate" href="https://blog.example/edited"/>
    <link rel="enclosure" type="image/png" href="https://blog.example/edited.png"/>
    <published>2026-10-01T08:00:00Z</published>
    <updated>2026-11-20T00:00:00Z</updated>
    <summary>Written in October.</summary>
  </entry>
</feed>`;

const JSON_FEED = JSON.stringify({
  version: 'https://jsonfeed.org/version/1.1',
  title: 'JSON studio',
  items: [
    {
      id: 'j1',
      url: 'https://blog.example/j1',
      title: 'From JSON',
      content_text: 'Plain text body.',
      image: 'https://blog.example/j1.webp',
      date_published: '2026-11-28T09:30:00+01:00',
    },
    {
      id: 'j2',
      url: 'https://blog.example/j2',
      content_html: '<p>No title</p>',
      attachments: [{ url: 'https://blog.example/j2.gif', mime_type: 'image/gif' }],
    },
  ],
});

describe('parseFeed', () => {
  it('reads an RSS 2.0 item: id, link, title, summary as text, date and enclosure image', () => {
    const feed = parseFeed(RSS, BASE);
    expect(feed.title).toBe('Studio & Co');
    expect(feed.items[0]).toEqual({
      id: 'post-17',
      link: 'https://blog.example/autumn',
      title: 'Autumn classes',
      summary: 'Six new classes.',
      image: 'https://cdn.blog.example/autumn.jpg',
      publishedAt: Date.UTC(2026, 10, 3, 10),
    });
    // No guid, no date: known by its link, resolved against the feed's address.
    expect(feed.items[1]).toMatchObject({
      link: 'https://blog.example/relative',
      image: 'https://blog.example/img/r.png',
      publishedAt: null,
    });
  });

  it('reads an Atom entry, dated by when it was published rather than last updated', () => {
    const [entry] = parseFeed(ATOM, BASE).items;
    expect(entry).toEqual({
      id: 'urn:uuid:1',
      link: 'https://blog.example/edited',
      title: 'Edited later',
      summary: 'Written in October.',
      image: 'https://blog.example/edited.png',
      publishedAt: Date.UTC(2026, 9, 1, 8),
    });
  });

  it('reads a JSON Feed: its image or an image attachment, and its offset date', () => {
    const feed = parseFeed(JSON_FEED, BASE);
    expect(feed.title).toBe('JSON studio');
    expect(feed.items).toEqual([
      {
        id: 'j1',
        link: 'https://blog.example/j1',
        title: 'From JSON',
        summary: 'Plain text body.',
        image: 'https://blog.example/j1.webp',
        publishedAt: Date.UTC(2026, 10, 28, 8, 30),
      },
      {
        id: 'j2',
        link: 'https://blog.example/j2',
        title: '',
        summary: 'No title',
        image: 'https://blog.example/j2.gif',
        publishedAt: null,
      },
    ]);
  });

  it('refuses what is not a feed: an HTML page, broken XML, JSON of another kind', () => {
    for (const body of [
      '<!doctype html><html><body><p>Hello</p></body></html>',
      '<rss><channel><item></channel>',
      '{"items": []}',
      '{"version": "https://jsonfeed.org/version/1.1", "items": [',
    ]) {
      expect(() => parseFeed(body, BASE), body).toThrow(FeedParseError);
    }
  });
});
