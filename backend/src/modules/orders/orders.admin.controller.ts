import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListResponse } from '../../contracts/listings.js';
import type { AdminOrderView } from '../../contracts/orders.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { CancelOrderDto, MarkOrderPaidDto, OrderAdminQueryDto } from './dto/orders-admin.dto.js';
import { OrderIdPipe } from './order-params.js';
import { OrdersAdminService } from './orders-admin.service.js';
import { ORDER_READERS } from './orders-admin.service.js';

/** Orders in the console: admins and consultants read; only admins confirm payments and cancel. Moderators: 403. */
@ApiTags('admin: orders')
@Roles(...ORDER_READERS)
@Controller('admin/orders')
export class OrdersAdminController {
  constructor(private readonly orders: OrdersAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Orders: status, kind, q (number, email, name), sort (newest, oldest, total-desc, total-asc), page, pageSize' })
  list(@Query() query: OrderAdminQueryDto): Promise<ListResponse<AdminOrderView>> {
    return this.orders.list(query);
  }

  @Get(':id')
  get(@Param('id', OrderIdPipe) id: string): Promise<AdminOrderView> {
    return this.orders.get(id);
  }

  @Post(':id/mark-paid')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirms the bank transfer and applies the order (promotes the listing or opens the valuation request); audited; the buyer is emailed',
  })
  markPaid(@CurrentUser() actor: AuthUser, @Param('id', OrderIdPipe) id: string, @Body() body: MarkOrderPaidDto): Promise<AdminOrderView> {
    return this.orders.markPaid(actor, id, body.paymentReference);
  }

  @Post(':id/cancel')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancels an order waiting for payment with a reason (5–500 characters) sent to the buyer; audited' })
  cancel(@CurrentUser() actor: AuthUser, @Param('id', OrderIdPipe) id: string, @Body() body: CancelOrderDto): Promise<AdminOrderView> {
    return this.orders.cancel(actor, id, body.reason);
  }
}
