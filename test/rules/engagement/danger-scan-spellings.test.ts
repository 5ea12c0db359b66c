// More spellings of the protocol's classes under --preset recommended: a database or schema dropped, a publish to
// other registries, infrastructure torn down by other tools, a mirror push, and production deploys by gcloud, ECS,
// a kube context, an Ansible inventory or a CDK stack. Compat keeps the reference's patterns.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
/** A handoff whose code block holds `lines`, from line 3. */
const block = (lines: string[], lang = 'sh') => ({ 'handoff.md': `# Handoff\n\`\`\`${lang}\n${lines.join('\n')}\n\`\`\`\n` });

/** Commands, the operation each is, and where on its line the finding starts. */
const operations: Array<[string, string, string]> = [
  ['psql "$DATABASE_URL" -c "DROP DATABASE shop_prod"', 'sql-drop-table', 'DROP'],
  ['psql "$DATABASE_URL" -c "DROP SCHEMA billing CASCADE"', 'sql-drop-table', 'DROP'],
  ['DROP DATABASE IF EXISTS shop_prod;', 'sql-drop-table', 'DROP'],
  ['dropdb -h db.internal shop_prod', 'sql-drop-table', 'dropdb'],
  ['cargo publish', 'package-publish', 'cargo'],
  ['cargo publish -p acme-csv --no-verify', 'package-publish', 'cargo'],
  ['gem push acme-csv-1.4.0.gem', 'package-publish', 'gem'],
  ['poetry publish --build', 'package-publish', 'poetry'],
  ['uv publish', 'package-publish', 'uv'],
  ['mvn deploy -P release', 'package-publish', 'mvn'],
  ['mvn -B clean deploy', 'package-publish', 'mvn'],
  ['./mvnw deploy -DskipTests', 'package-publish', 'mvnw'],
  ['dotnet nuget push bin/Release/Acme.Csv.1.4.0.nupkg --source https://api.nuget.org/v3/index.json', 'package-publish', 'dotnet'],
  ['npx vsce publish', 'package-publish', 'vsce'],
  ['npx ovsx publish -p "$OVSX_TOKEN"', 'package-publish', 'ovsx'],
  ['pulumi destroy --yes --stack prod', 'terraform-destroy', 'pulumi'],
  ['pulumi down -s acme/shop/prod --yes', 'terraform-destroy', 'pulumi'],
  ['npx cdk destroy ShopProdStack --force', 'terraform-destroy', 'cdk'],
  ['aws cloudformation delete-stack --stack-name shop-prod', 'terraform-destroy', 'aws'],
  ['aws --region eu-west-1 cloudformation delete-stack --stack-name shop', 'terraform-destroy', 'aws'],
  ['helm uninstall shop -n production', 'terraform-destroy', 'helm'],
  ['helm --namespace prod delete shop', 'terraform-destroy', 'helm'],
  ['git push --mirror origin', 'git-force-push', 'git'],
  ['git push --mirror git@github.com:acme/shop-backup.git', 'git-force-push', 'git'],
  ['gcloud run deploy shop --image gcr.io/acme/shop:1.4 --project acme-prod', 'deploy-prod-direct', 'gcloud'],
  ['gcloud app deploy app.yaml --project=shop-production --quiet', 'deploy-prod-direct', 'gcloud'],
  ['aws ecs update-service --cluster prod --service shop --force-new-deployment', 'deploy-prod-direct', 'aws'],
  ['kubectl --context=prod-cluster apply -f k8s/', 'deploy-prod-direct', 'kubectl'],
  ['kubectl apply -f k8s/ --context prod-eu', 'deploy-prod-direct', 'kubectl'],
  ['helm upgrade shop ./chart --kube-context prod-cluster', 'deploy-prod-direct', 'helm'],
  ['ansible-playbook -i inventories/production site.yml', 'deploy-prod-direct', 'ansible'],
  ['ansible-playbook site.yml --inventory hosts/prod.ini --tags deploy', 'deploy-prod-direct', 'ansible'],
  ['npx cdk deploy ShopProdStack --require-approval never', 'deploy-prod-direct', 'cdk'],
  ['cdk deploy shop-production', 'deploy-prod-direct', 'cdk'],
];
/** Near misses: a dry run, a test registry, a staging target, a command that reads or builds only. */
const none = [
  'CREATE DATABASE shop_prod;',
  'cargo publish --dry-run',
  'cargo package',
  'gem build acme-csv.gemspec',
  'poetry publish --dry-run',
  'poetry publish -r testpypi',
  'uv publish --publish-url https://test.pypi.org/legacy/',
  'mvn -B verify',
  'mvn install -DskipTests',
  'dotnet nuget list source',
  'npx vsce package',
  'pulumi preview --stack prod',
  'npx cdk diff ShopProdStack',
  'npx cdk synth',
  'aws cloudformation describe-stacks --stack-name shop-prod',
  'helm uninstall shop -n staging',
  'helm uninstall shop -n production --dry-run',
  'git push origin main',
  'gcloud run deploy shop --image gcr.io/acme/shop:1.4 --project acme-staging',
  'aws ecs update-service --cluster staging --service shop --force-new-deployment',
  'aws ecs describe-services --cluster prod --services shop',
  'kubectl --context=staging-cluster apply -f k8s/',
  'kubectl --context=prod-cluster get pods',
  'ansible-playbook -i inventories/staging site.yml',
  'ansible-playbook -i inventories/production site.yml --check',
  'npx cdk deploy ShopStagingStack',
  'npx cdk deploy ShopProductsStack',
];

ruleTester(rule, {
  valid: [
    ...none.map((line) => ({ name: `recommended: ${line} is no dangerous operation`, files: block([line]), options: recommended })),
    ...operations.map(([line]) => ({ name: `compat: ${line} is no finding, as the reference reads it`, files: block([line]) })),
    {
      name: 'recommended: a schema the up part creates, dropped by the down part of a goose migration, is its rollback',
      files: { 'specs/0042_billing.sql': '-- +goose Up\nCREATE SCHEMA billing;\n\n-- +goose Down\nDROP SCHEMA billing CASCADE;\n' },
      options: recommended,
    },
  ],
  invalid: [
    {
      name: 'recommended: a mirror push OK-ed by its command, in a clone without its base: a warning, not a pass',
      status: 'warn' as const,
      files: { ...block(['git push --mirror origin']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-02 10:00\n- `git push --mirror origin`: user OK via chat 09:58\n' },
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base.' }) },
      options: recommended,
      findings: [],
    },
    // The message names what was dropped: a database or a schema is no table.
    ...(
      [
        ['DROP DATABASE orders_restore;', 'DROP DATABASE loses every table of the database irreversibly'],
        ['psql -c "DROP SCHEMA billing CASCADE"', 'DROP SCHEMA loses the schema and the tables in it irreversibly'],
        ['dropdb -h db.internal shop_prod', 'dropdb drops a whole database irreversibly'],
        ['mongosh shop --eval "db.dropDatabase()"', 'dropDatabase() drops a whole database irreversibly'],
        ['DROP TABLE legacy_orders;', 'DROP TABLE loses data irreversibly'],
      ] as const
    ).map(([line, what]) => ({
      name: `recommended: the finding on ${line} says "${what}"`,
      files: block([line]),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, message: `sql-drop-table: ${what} — "${line}"` }],
    })),
    {
      name: 'recommended: a DROP DATABASE written over two lines says so too',
      files: block(['DROP', '  DATABASE orders_restore;'], 'sql'),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 1, message: /^sql-drop-table: DROP DATABASE loses every table of the database irreversibly — "DROP DATABASE orders_restore;"/ }],
    },
    ...operations.map(([line, id, at]) => ({
      name: `recommended: ${line} is ${id}`,
      files: block([line]),
      options: recommended,
      detail: `dangerous ops without user OK: ${id}`,
      findings: [{ file: HANDOFF, line: 3, column: line.indexOf(at) + 1, message: new RegExp(`^${id}: .*; no user OK in scope-sync\\.md$`) }],
    })),
  ],
});
