import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ListResponse } from '../../contracts/listings.js';
import type { OrderProduct, OrderView } from '../../contracts/orders.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { PageQueryDto } from '../listing-core/dto/listing-list-query.dto.js';
import { CheckoutDto, PromotionOrderDto, ValuationOrderDto } from './dto/checkout.dto.js';
import { OrderIdPipe } from './order-params.js';
import { OrdersService } from './orders.service.js';

/**
 * Spec section 7 "checkout": promotion packages and valuation reports, paid by bank transfer against
 * the emailed proforma. Signed-in users only (401 otherwise), except the catalogue.
 */
@ApiTags('checkout')
@Controller('checkout')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Public()
  @Get('products')
  @ApiOperation({ summary: 'The catalogue: every product with its net price, VAT and total in euro' })
  products(): (OrderProduct & { vatEur: number; totalEur: number })[] {
    return this.orders.products();
  }

  /** 201 with the new order; 200 with the order of the same package already waiting for payment for that listing. */
  @Post('orderForEntity')
  @ApiOperation({ summary: "A promotion package for one of the user's published listings; the proforma is emailed to the billing address; at most 10 orders an hour" })
  async orderForEntity(@CurrentUser() user: AuthUser, @Body() input: PromotionOrderDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<OrderView> {
    const placed = await this.orders.orderPromotion(user, input);
    void reply.status(placed.created ? 201 : 200);
    return placed.order;
  }

  @Post('raportEvaluare')
  @HttpCode(201)
  @ApiOperation({ summary: 'A valuation report of a company; the proforma is emailed to the billing address; at most 10 orders an hour' })
  valuation(@CurrentUser() user: AuthUser, @Body() input: ValuationOrderDto): Promise<OrderView> {
    return this.orders.orderValuation(user, input);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Chooses how to pay one of the user's orders waiting for payment (bank transfer); answers it with the payment instructions" })
  checkout(@CurrentUser() user: AuthUser, @Body() input: CheckoutDto): Promise<OrderView> {
    return this.orders.checkout(user, input);
  }

  @Post('cancel/:id')
  @HttpCode(200)
  @ApiOperation({ summary: "Cancels one of the user's orders still waiting for payment (404 for anyone else's, 400 once paid or cancelled); the cancellation is emailed" })
  cancel(@CurrentUser() user: AuthUser, @Param('id', OrderIdPipe) id: string): Promise<OrderView> {
    return this.orders.cancel(user, id);
  }

  @Get('status/:id')
  @ApiOperation({ summary: "One of the user's orders (404 for anyone else's)" })
  status(@CurrentUser() user: AuthUser, @Param('id', OrderIdPipe) id: string): Promise<OrderView> {
    return this.orders.status(user, id);
  }

  @Get('mine')
  @ApiOperation({ summary: "The user's orders, newest first (page, pageSize ≤ 100, default 20)" })
  mine(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<ListResponse<OrderView>> {
    return this.orders.mine(user, query);
  }
}
