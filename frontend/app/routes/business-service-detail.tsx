import type { ContentList, SpecialPost, SpecialPostSummary } from '@contracts/content';
import type { MetaDescriptor } from 'react-router';
import { Link } from 'react-router';
import type { Route } from './+types/business-service-detail';
import { JsonLd } from '~/components/JsonLd';
import { CheckList, Section } from '~/components/PageLayout';
import { ContentBlocks } from '~/features/content/ContentBlocks';
import { ContentBreadcrumb } from '~/features/content/ContentBreadcrumb';
import { contentApiPaths, fetchContent } from '~/features/content/content.server';
import { serviceLd } from '~/features/content/content-ld';
import { ServiceCards } from '~/features/content/ServiceCards';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { breadcrumbLd, jsonLdText, seoMeta } from '~/lib/seo';

/** One special post of the provider's services (spec: special-posts/servicii-{product}/list/{slug}); unknown → 404 page. */
export async function loader(args: Route.LoaderArgs) {
  const [post, list] = await Promise.all([
    fetchContent<SpecialPost>(args, contentApiPaths.businessService(args.params.slug)),
    fetchContent<ContentList<SpecialPostSummary>>(args, contentApiPaths.businessServices),
  ]);
  const crumbs = [
    { name: 'Acasă', path: paths.home() },
    { name: 'Servicii RoAfaceri', path: paths.businessServices() },
    { name: post.title, path: paths.businessService(post.slug) },
  ];
  return { post, crumbs, others: list.docs.filter((other) => other.slug !== post.slug) };
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  if (!args.loaderData) return pageMeta('Servicii RoAfaceri', 'Serviciile RoAfaceri pentru firme.');
  return seoMeta(args, { title: args.loaderData.post.title, description: args.loaderData.post.excerpt });
}

export default function BusinessServiceDetail({ loaderData }: Route.ComponentProps) {
  const { post, crumbs, others } = loaderData;
  const { publicUrl } = useRootData();
  return (
    <>
      <article className="container service-post">
        <ContentBreadcrumb crumbs={crumbs} />
        <header className="service-post__header">
          <p className="eyebrow">Servicii RoAfaceri</p>
          <h1 className="page-title">{post.title}</h1>
          <p className="page-lead">{post.excerpt}</p>
        </header>
        <div className="service-post__layout">
          <ContentBlocks blocks={post.body} />
          <aside className="panel service-post__aside" aria-labelledby="service-offer">
            <h2 id="service-offer" className="service-post__aside-title">
              Ce primești
            </h2>
            <CheckList items={post.deliverables} />
            <dl className="service-post__facts">
              <div>
                <dt>Durată</dt>
                <dd>{post.duration}</dd>
              </div>
              <div>
                <dt>Preț</dt>
                <dd>{post.priceHint}</dd>
              </div>
            </dl>
            <Link to={post.cta.path} className="button button--accent button--block">
              {post.cta.label}
            </Link>
          </aside>
        </div>
      </article>
      {others.length ? (
        <Section title="Alte servicii" muted>
          <ServiceCards posts={others} level={3} />
        </Section>
      ) : null}
      <JsonLd text={jsonLdText([serviceLd(publicUrl, post), breadcrumbLd(publicUrl, crumbs)])} />
    </>
  );
}
