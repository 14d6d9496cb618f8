import { Controller, Get, Module, Post } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { Public, Roles } from './decorators.js';
import { AdminRouteRequirementsCheck } from './route-requirements.js';

@Roles('admin')
@Controller('admin/declared')
class DeclaredController {
  @Get()
  list() {}

  @Post(':id/open')
  @Roles('admin', 'moderator')
  open() {}
}

@Controller('admin/forgotten')
class ForgottenController {
  @Get(':id')
  get() {}
}

@Roles('admin')
@Controller('admin/opened')
class OpenedController {
  @Get()
  @Public()
  list() {}
}

@Controller('public')
class PublicController {
  @Get()
  list() {}
}

async function boot(...controllers: (new () => object)[]): Promise<void> {
  @Module({ imports: [DiscoveryModule], controllers, providers: [AdminRouteRequirementsCheck] })
  class TestModule {}
  const app = await NestFactory.createApplicationContext(TestModule, { logger: false, abortOnError: false });
  await app.close();
}

describe('staff routes declare their requirement (checked at boot)', () => {
  it("boots when every /api/admin route has @Roles or @RequireClaims (its own or its controller's)", async () => {
    await expect(boot(DeclaredController, PublicController)).resolves.toBeUndefined();
  });

  it('refuses to boot with an admin route without a requirement, naming it', async () => {
    await expect(boot(DeclaredController, ForgottenController)).rejects.toThrow(/GET \/api\/admin\/forgotten\/:id \(ForgottenController\.get\)/);
  });

  it('refuses to boot with a public admin route', async () => {
    await expect(boot(OpenedController)).rejects.toThrow(/GET \/api\/admin\/opened/);
  });
});
